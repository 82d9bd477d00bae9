// Cross-site request forgery guard for writes: the browser sends `Origin` on
// every POST/PUT/PATCH/DELETE, and it must be the app's own origin (NEXTAUTH_URL
// when set, else the scheme and Host of the request itself).
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

export const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin this app is served from. */
export function appOrigin(request: Request): string {
  const configured = env().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return `${url.protocol}//${host}`.toLowerCase();
}

/** Throws bad_origin unless a write comes from the app's own pages; a write without Origin is refused too. */
export function assertSameOriginWrite(request: Request): void {
  if (!writeMethods.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (!origin) {
    throw new AppError(
      "bad_origin",
      "This change was refused",
      "The request did not say which page sent it.",
    );
  }
  if (origin.toLowerCase() !== appOrigin(request)) {
    throw new AppError("bad_origin", "This change was refused", "It did not come from this app's pages.");
  }
}
