// The employee a request's next-auth session cookie names, from the token
// alone (no database). Works with NextRequest and with a plain Request (tests).
import { getToken } from "next-auth/jwt";
import { nextAuthSecret } from "@/lib/server/nextauth-secret";
import { sessionEmployeeSchema, type SessionEmployee } from "./roles";

function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * The employee the session cookie names, from the token alone (no database):
 * for the proxy, which only decides between "signed in" and "go to /login".
 */
export async function readSessionToken(request: Request): Promise<SessionEmployee | null> {
  const token = await getToken({
    req: { headers: request.headers, cookies: cookiesOf(request) } as unknown as Parameters<
      typeof getToken
    >[0]["req"],
    secret: nextAuthSecret(),
  });
  const parsed = sessionEmployeeSchema.safeParse(token?.employee);
  return parsed.success ? parsed.data : null;
}
