// Whether a session's employee may still act: the row must exist, be active,
// and still have the roles and departments the employee signed in with. A
// deactivated employee's session ends at once; a role or department change
// ends it too, so the change takes effect at the next sign-in and never runs
// on stale rights. One primary-key read of three columns per request.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import type { SessionEmployee } from "./roles";

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item) => b.includes(item)) && b.every((item) => a.includes(item));

export async function confirmSessionEmployee(
  db: Database,
  employee: SessionEmployee,
): Promise<SessionEmployee | null> {
  const [row] = await db
    .select({ isActive: employees.isActive, roles: employees.roles, departmentIds: employees.departmentIds })
    .from(employees)
    .where(eq(employees.id, employee.employeeId))
    .limit(1);
  if (!row?.isActive) return null;
  if (!sameSet(row.roles, employee.roles) || !sameSet(row.departmentIds, employee.departmentIds)) return null;
  return employee;
}
