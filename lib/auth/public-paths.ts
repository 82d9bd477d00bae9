// Which paths anyone may reach without signing in; everything else needs a session.

// The stand-in CPQ (/cpq-hub, /cpq) checks its own tokens, as the embedded production API does.
// /board/pair signs a wall board in with its device token (lib/auth/devices.ts).
const publicPrefixes = [
  "/login",
  "/board/pair",
  "/api/auth",
  "/production-api",
  "/cpq-hub",
  "/cpq",
  "/api/ping",
  // The operator's doors check their own token or address (lib/ops/access.ts).
  "/api/health",
  "/api/ops",
  "/metrics",
  "/_next",
];
const staticFile = /^\/(?:favicon\.ico|robots\.txt|[\w-]+\.(?:png|svg|ico|webmanifest))$/;

export function isPublicPath(pathname: string): boolean {
  return (
    staticFile.test(pathname) ||
    publicPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

// The check of a callback URL lives in callback-url.ts; re-exported for the pages that import it here.
export { safeCallbackPath } from "./callback-url";
