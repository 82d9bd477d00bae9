// The signed-in employee of a request, read from next-auth's session cookie
// and re-checked against app.employees (session-check.ts). Works with
// NextRequest and with a plain Request (tests), so route handlers take the
// request rather than reaching for ambient headers.
import { appDatabase } from "@/lib/server/app-database";
import type { SessionEmployee } from "@/lib/base/roles";
import { confirmSession, sessionRecheckMs } from "./session-check";
import { readSession, readSessionToken } from "./session-token";

export { readSessionToken };

/**
 * The employee of a request, re-checked against app.employees (ended,
 * deactivated or changed: signed out); the row is kept at most `sessionRecheckMs`.
 */
export async function getSessionEmployee(request: Request): Promise<SessionEmployee | null> {
  const session = await readSession(request);
  return session && confirmSession(await appDatabase(), session, { maxAgeMs: sessionRecheckMs });
}
