// The employee a request's next-auth session cookie names, and its stamp
// (session-stamp.ts), from the token alone (no database): a token past its
// absolute lifetime or without a stamp names no one. Works with NextRequest
// and with a plain Request (tests).
// A tablet sends the same cookie with every scan, and the proxy and the route
// both read it: a decrypted cookie is kept (until its token expires) so each
// request does not decrypt it twice again.
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import { nextAuthSecret } from "@/lib/server/nextauth-secret";
import { usesSecureCookies } from "./secure-cookies";
import { sessionEmployeeSchema, type SessionEmployee } from "@/lib/base/roles";
import { isPastLifetime, sessionEndsAtMs, sessionStampSchema, type SessionOfToken } from "./session-stamp";

function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

type Decrypted = SessionOfToken & { expiresAtMs: number };
const decrypted = new Map<string, Decrypted>();
const maxDecrypted = 1000;

/** The session cookie(s) of the request, as one key; null without any (next-auth also takes a bearer header). */
function sessionCookieKey(request: Request, cookies: Record<string, string>): string | null {
  if (request.headers.has("authorization")) return null;
  const parts = Object.entries(cookies)
    .filter(([name]) => name.includes("next-auth.session-token"))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return parts.length ? parts.join(";") : null;
}

/** The employee and stamp the session cookie names, from the token alone (no database); null when none or ended. */
export async function readSession(request: Request): Promise<SessionOfToken | null> {
  const cookies = cookiesOf(request);
  const key = sessionCookieKey(request, cookies);
  const known = key === null ? undefined : decrypted.get(key);
  if (known) {
    if (Date.now() < known.expiresAtMs) return { employee: known.employee, stamp: known.stamp };
    decrypted.delete(key!);
  }
  const token = await getToken({
    req: { headers: request.headers, cookies } as unknown as Parameters<typeof getToken>[0]["req"],
    secret: nextAuthSecret(),
    secureCookie: usesSecureCookies(env().NEXTAUTH_URL),
  });
  const employee = sessionEmployeeSchema.safeParse(token?.employee);
  // A token without a stamp predates session versions: it cannot be checked, so it names no one.
  const stamp = sessionStampSchema.safeParse(token);
  if (!employee.success || !stamp.success || isPastLifetime(stamp.data)) return null;
  // The same text decrypts to the same token: kept until it expires (only readable tokens are kept).
  if (key !== null && typeof token?.exp === "number") {
    if (decrypted.size >= maxDecrypted) decrypted.delete(decrypted.keys().next().value!);
    const expiresAtMs = Math.min(token.exp * 1000, sessionEndsAtMs(stamp.data));
    decrypted.set(key, { employee: employee.data, stamp: stamp.data, expiresAtMs });
  }
  return { employee: employee.data, stamp: stamp.data };
}

/**
 * The employee the session cookie names, from the token alone (no database):
 * for the proxy, which only decides between "signed in" and "go to /login".
 */
export async function readSessionToken(request: Request): Promise<SessionEmployee | null> {
  return (await readSession(request))?.employee ?? null;
}
