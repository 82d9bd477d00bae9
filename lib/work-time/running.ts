// What runs now (docs/working-time.md): an operator's running entry with the
// time on its job so far, and who works on which polygon of a department.
// Both settle the shift ends first, so a forgotten timer reads as paused.
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { onJob, settleShiftEnds } from "./entries";

const minutesOf = (entries: { startedAt: Date; endedAt: Date | null }[], now: Date) =>
  entries.reduce((sum, e) => sum + ((e.endedAt ?? now).getTime() - e.startedAt.getTime()), 0) / 60_000;

/** The employee's running entry and their time on its job so far (for the timer on every floor screen). */
export async function myTimer(db: Database, employeeId: number, now: Date) {
  await settleShiftEnds(db, now);
  const [open] = await db
    .select()
    .from(workTimeEntries)
    .where(and(eq(workTimeEntries.employeeId, employeeId), isNull(workTimeEntries.endedAt)));
  if (!open) return { employeeId, running: null };
  const earlier = await db
    .select({ startedAt: workTimeEntries.startedAt, endedAt: workTimeEntries.endedAt })
    .from(workTimeEntries)
    .where(and(eq(workTimeEntries.employeeId, employeeId), onJob(open)));
  return {
    employeeId,
    running: {
      entryId: open.id,
      productionPolygonId: open.productionPolygonId,
      productionDepartmentId: open.productionDepartmentId,
      departmentName: open.departmentName,
      product: open.product,
      startedAt: open.startedAt.toISOString(),
      /** Time on this job before the running entry, in whole seconds. */
      earlierSeconds: Math.round((minutesOf(earlier, now) - minutesOf([open], now)) * 60),
    },
  };
}

/**
 * Who works on which polygon of the department now or paused (jobs not done,
 * with work in the last `days`): one line per operator and polygon.
 */
export async function workersInDepartment(db: Database, departmentId: number, now: Date, days = 14) {
  await settleShiftEnds(db, now);
  const rows = await db
    .select()
    .from(workTimeEntries)
    .where(
      and(
        eq(workTimeEntries.productionDepartmentId, departmentId),
        or(
          isNull(workTimeEntries.endedAt),
          gte(workTimeEntries.endedAt, new Date(now.getTime() - days * 86_400_000)),
        ),
        lte(workTimeEntries.startedAt, now),
      ),
    )
    .orderBy(asc(workTimeEntries.startedAt));
  const done = new Set(rows.filter((r) => r.endReason === "done").map((r) => r.productionPolygonId));
  const byWorker = new Map<
    string,
    { productionPolygonId: number; employeeId: number; name: string; isRunning: boolean; seconds: number }
  >();
  for (const row of rows) {
    if (done.has(row.productionPolygonId)) continue;
    const key = `${row.productionPolygonId}:${row.employeeId}`;
    const line = byWorker.get(key) ?? {
      productionPolygonId: row.productionPolygonId,
      employeeId: row.employeeId,
      name: row.employeeName,
      isRunning: false,
      seconds: 0,
    };
    line.isRunning = row.endedAt === null;
    line.name = row.employeeName;
    line.seconds += Math.round(((row.endedAt ?? now).getTime() - row.startedAt.getTime()) / 1000);
    byWorker.set(key, line);
  }
  return { workers: [...byWorker.values()] };
}
export type DepartmentWorkers = Awaited<ReturnType<typeof workersInDepartment>>;
