// Which paths anyone may reach without signing in; everything else needs a session.

// The stand-in CPQ (/cpq-hub, /cpq) checks its own tokens, as the embedded production API does.
const publicPrefixes = ["/login", "/api/auth", "/production-api", "/cpq-hub", "/cpq", "/api/ping", "/_next"];
const staticFile = /^\/(?:favicon\.ico|robots\.txt|[\w-]+\.(?:png|svg|ico|webmanifest))$/;

export function isPublicPath(pathname: string): boolean {
  return (
    staticFile.test(pathname) ||
    publicPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}

/** A callback URL from the browser, kept only when it is a path of this app (no open redirect). */
export function safeCallbackPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return null;
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/api/")) return null;
  return value;
}
