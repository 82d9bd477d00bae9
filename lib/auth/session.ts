// The signed-in employee of a request, read from next-auth's session cookie.
// Works with NextRequest and with a plain Request (tests), so route handlers
// take the request rather than reaching for ambient headers.
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

export async function getSessionEmployee(request: Request): Promise<SessionEmployee | null> {
  const token = await getToken({
    req: { headers: request.headers, cookies: cookiesOf(request) } as unknown as Parameters<
      typeof getToken
    >[0]["req"],
    secret: nextAuthSecret(),
  });
  const parsed = sessionEmployeeSchema.safeParse(token?.employee);
  return parsed.success ? parsed.data : null;
}
