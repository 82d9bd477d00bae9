// Whether a session's employee may still act: the row must exist, be active,
// and still have the roles and departments the employee signed in with. A
// deactivated employee's session ends; a role or department change ends it
// too, so the change takes effect at the next sign-in and never runs on stale
// rights. One primary-key read of three columns, which API routes keep for a
// few seconds (a scanner sends a request a second): a change made through this
// server's admin screens forgets the kept row at once, so only a change made
// by another server process (several behind one PostgreSQL) or straight in the
// database waits, at most `sessionRecheckMs`, before it refuses the session.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { confirmDevice } from "./devices";
import type { SessionEmployee } from "./roles";

/** How long an API route trusts an employee row it read (ms): the bound on refusing a deactivated employee. */
export const sessionRecheckMs = 10_000;

type EmployeeAccess = { isActive: boolean; roles: string[]; departmentIds: number[] };
type Kept = { access: EmployeeAccess | null; readAt: number };

// Per database (tests open several), per employee id.
const keptRows = new WeakMap<Database, Map<number, Kept>>();
const maxKept = 1000;

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item) => b.includes(item)) && b.every((item) => a.includes(item));

async function readAccess(db: Database, employeeId: number): Promise<EmployeeAccess | null> {
  const [row] = await db
    .select({ isActive: employees.isActive, roles: employees.roles, departmentIds: employees.departmentIds })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row ?? null;
}

async function accessOf(
  db: Database,
  employeeId: number,
  maxAgeMs: number,
  now: number,
): Promise<EmployeeAccess | null> {
  if (maxAgeMs <= 0) return readAccess(db, employeeId);
  let kept = keptRows.get(db);
  if (!kept) keptRows.set(db, (kept = new Map<number, Kept>()));
  const hit = kept.get(employeeId);
  if (hit && now - hit.readAt < maxAgeMs) return hit.access;
  const access = await readAccess(db, employeeId);
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
  kept.set(employeeId, { access, readAt: now });
  return access;
}

/**
 * The session's employee when the row still allows it, else null. With
 * `maxAgeMs`, a row read that long ago or less is used again instead of a new read.
 */
export async function confirmSessionEmployee(
  db: Database,
  employee: SessionEmployee,
  { maxAgeMs = 0, now = Date.now() }: { maxAgeMs?: number; now?: number } = {},
): Promise<SessionEmployee | null> {
  // A wall-board device: its row is read on every request, so a revoked token stops at once.
  if (employee.deviceId !== undefined) return (await confirmDevice(db, employee.deviceId)) ? employee : null;
  const row = await accessOf(db, employee.employeeId, maxAgeMs, now);
  if (!row?.isActive) return null;
  if (!sameSet(row.roles, employee.roles) || !sameSet(row.departmentIds, employee.departmentIds)) return null;
  return employee;
}

/** The employee's row changed (admin screens): the next request reads it again. */
export function forgetEmployeeAccess(db: Database, employeeId: number): void {
  keptRows.get(db)?.delete(employeeId);
}
