// The signed-in employee of a request, read from next-auth's session cookie
// and re-checked against app.employees. Works with NextRequest and with a
// plain Request (tests), so route handlers take the request rather than
// reaching for ambient headers.
import { appDatabase } from "@/lib/route/app-database";
import type { SessionEmployee } from "./roles";
import { confirmSessionEmployee, sessionRecheckMs } from "./session-check";
import { readSessionToken } from "./session-token";

export { readSessionToken };

/**
 * The employee of a request, re-checked against app.employees (deactivated or
 * changed: signed out); the row is read at most every `sessionRecheckMs`.
 */
export async function getSessionEmployee(request: Request): Promise<SessionEmployee | null> {
  const employee = await readSessionToken(request);
  return employee && confirmSessionEmployee(await appDatabase(), employee, { maxAgeMs: sessionRecheckMs });
}
