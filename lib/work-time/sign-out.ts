// At sign-out (next-auth's signOut event, app/api/auth/[...nextauth]/route.ts)
// the employee's running time entry pauses itself.
import type { JWT } from "next-auth/jwt";
import { sessionEmployeeSchema } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { logError } from "@/lib/base/log";
import { pauseWork } from "./entries";

/** Never throws: a sign-out must not fail because the time could not be paused (the shift end still pauses it). */
export async function pauseAtSignOut(db: Database, token: JWT | null | undefined, now = new Date()) {
  const employee = sessionEmployeeSchema.safeParse(token?.employee);
  if (!employee.success) return 0;
  try {
    return await pauseWork(db, employee.data.employeeId, now, "sign-out");
  } catch (error) {
    logError(`[work-time] time of employee ${employee.data.employeeId} not paused at sign-out:`, error);
    return 0;
  }
}
