// Ends every session of an employee on every app server (docs/security.md,
// "Sessions"): the row's session version is raised (sign-out; the database's
// trigger raises it itself when activity, rights, badge, PIN or password
// change), and the end is announced on the change bus, so each server forgets
// the row it keeps for its API routes and reads it again at the next request.
import { eq, sql } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { publishChange } from "@/lib/server/change-bus";
import { sessionEmployeeSchema } from "@/lib/base/roles";
import { forgetEmployeeAccess } from "./session-check";

/** The path the announcement is published under (no route of its own: it is for the servers). */
export const sessionsEndedPath = "/api/auth/sessions-ended";

/** Tells every server (this one at once) that the employee's kept row is void. */
export function announceSessionsEnded(employeeId: number): void {
  forgetEmployeeAccess(employeeId);
  publishChange({ method: "POST", path: sessionsEndedPath, endedSessionsOf: [employeeId] });
}

/** Ends every session of the employee (a sign-out): a copied cookie is refused from now on. */
export async function endEmployeeSessions(db: Database, employeeId: number): Promise<void> {
  await db
    .update(employees)
    .set({ sessionVersion: sql`${employees.sessionVersion} + 1` })
    .where(eq(employees.id, employeeId));
  announceSessionsEnded(employeeId);
}

/** At sign-out (next-auth's signOut event): every session of the token's employee ends (a device's: its row decides). */
export async function endSessionsAtSignOut(db: Database, token: JWT | null | undefined): Promise<void> {
  const employee = sessionEmployeeSchema.safeParse(token?.employee);
  if (!employee.success || employee.data.deviceId !== undefined) return;
  await endEmployeeSessions(db, employee.data.employeeId);
}
