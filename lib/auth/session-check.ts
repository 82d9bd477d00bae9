// Whether a session may still act (docs/security.md, "Sessions"): within its
// absolute lifetime, and its employee row must exist, be active, still carry
// the session version stamped at sign-in (a sign-out, deactivation, new
// rights, badge, PIN or password raise it) and the roles and departments the
// employee signed in with. One primary-key read, which API routes keep for a
// few seconds (a scanner sends a request a second). A session ended on any
// server is announced on the change bus (session-end.ts), and every server
// forgets its kept row at once; only a change made straight in the database
// waits, at most `sessionRecheckMs`, before it refuses the session.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { subscribeChanges } from "@/lib/server/change-bus";
import { processWide } from "@/lib/base/process-wide";
import { confirmDevice } from "./devices";
import type { SessionEmployee } from "@/lib/base/roles";
import { isPastLifetime, type SessionOfToken } from "./session-stamp";

/** How long an API route trusts an employee row it read (ms): the bound on a change made straight in the database. */
export const sessionRecheckMs = 10_000;

type EmployeeAccess = { isActive: boolean; roles: string[]; departmentIds: number[]; sessionVersion: number };
/** `turn`: the forget counter when the read began (a row read before a forget is not used after it). */
type Kept = { access: EmployeeAccess | null; readAt: number; turn: number };

// Per database (tests open several), per employee id; per module instance (Next's bundles each have one).
const keptRows = new WeakMap<Database, Map<number, Kept>>();
const maxKept = 1000;

/** Which employees' kept rows are void, shared by every bundle of the process: id → the counter when forgotten. */
const forgotten = processWide("session-forgotten", () => ({
  turn: 0,
  byEmployee: new Map<number, number>(),
  /** The turn of the oldest forget no longer listed: rows read before it are void for everyone. */
  floor: 0,
  isListening: false,
}));

const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item) => b.includes(item)) && b.every((item) => a.includes(item));

async function readAccess(db: Database, employeeId: number): Promise<EmployeeAccess | null> {
  const [row] = await db
    .select({
      isActive: employees.isActive,
      roles: employees.roles,
      departmentIds: employees.departmentIds,
      sessionVersion: employees.sessionVersion,
    })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row ?? null;
}

/** Sessions ended on any server (this one or another, through the change bus): their kept rows go. */
function listenForEndedSessions(): void {
  if (forgotten.isListening) return;
  forgotten.isListening = true;
  subscribeChanges((change) => change.endedSessionsOf?.forEach(forgetEmployeeAccess));
}

async function accessOf(
  db: Database,
  employeeId: number,
  maxAgeMs: number,
  now: number,
): Promise<EmployeeAccess | null> {
  if (maxAgeMs <= 0) return readAccess(db, employeeId);
  listenForEndedSessions();
  let kept = keptRows.get(db);
  if (!kept) keptRows.set(db, (kept = new Map<number, Kept>()));
  const hit = kept.get(employeeId);
  const forgottenAt = Math.max(forgotten.byEmployee.get(employeeId) ?? 0, forgotten.floor);
  if (hit && now - hit.readAt < maxAgeMs && hit.turn >= forgottenAt) return hit.access;
  const turn = forgotten.turn;
  const access = await readAccess(db, employeeId);
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
  kept.set(employeeId, { access, readAt: now, turn });
  return access;
}

/**
 * The session's employee when its lifetime and the row still allow it, else
 * null. With `maxAgeMs`, a row read that long ago or less is used again
 * instead of a new read (unless its employee's sessions were ended since).
 */
export async function confirmSession(
  db: Database,
  { employee, stamp }: SessionOfToken,
  { maxAgeMs = 0, now = Date.now() }: { maxAgeMs?: number; now?: number } = {},
): Promise<SessionEmployee | null> {
  if (isPastLifetime(stamp, now)) return null;
  // A wall-board device: its row is read on every request, so a revoked token stops at once.
  if (employee.deviceId !== undefined) return (await confirmDevice(db, employee.deviceId)) ? employee : null;
  const row = await accessOf(db, employee.employeeId, maxAgeMs, now);
  if (!row?.isActive || row.sessionVersion !== stamp.sessionVersion) return null;
  if (!sameSet(row.roles, employee.roles) || !sameSet(row.departmentIds, employee.departmentIds)) return null;
  return employee;
}

/** The employee's sessions ended or their row changed: every kept row of theirs in this process is read again. */
export function forgetEmployeeAccess(employeeId: number): void {
  forgotten.turn += 1;
  forgotten.byEmployee.delete(employeeId);
  forgotten.byEmployee.set(employeeId, forgotten.turn);
  if (forgotten.byEmployee.size <= maxKept) return;
  const [oldest, turn] = forgotten.byEmployee.entries().next().value!;
  forgotten.byEmployee.delete(oldest);
  forgotten.floor = turn;
}
