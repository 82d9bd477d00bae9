// Time entries (docs/working-time.md): start, pause, resume and done of an
// operator's work on a job (a polygon in a department). One open entry per
// operator: starting another job pauses the one running. Open entries pause
// themselves at the end of the shift, settled here whenever time is read or written.
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { parseWorkshopHours, shiftEndAfter, type WorkshopHours } from "./shift";

import type { EndReason } from "./end-reasons";

/** What an entry records about the work besides who and when. */
export type Job = {
  productionPolygonId: number;
  productionDepartmentId: number;
  departmentName: string;
  productionProjectId: number;
  product: string | null;
  plannedMinutes: number;
};
export type JobKey = Pick<Job, "productionPolygonId" | "productionDepartmentId">;
export type Worker = { employeeId: number; displayName: string };

export const workshopHours = (): WorkshopHours => parseWorkshopHours(env().WORKSHOP_HOURS);

const onJob = (job: JobKey) =>
  and(
    eq(workTimeEntries.productionPolygonId, job.productionPolygonId),
    eq(workTimeEntries.productionDepartmentId, job.productionDepartmentId),
  );

/** Ends every open entry whose shift ended before `now`, at that end. */
export async function settleShiftEnds(db: Database, now: Date, hours = workshopHours()): Promise<number> {
  const open = await db
    .select({ id: workTimeEntries.id, startedAt: workTimeEntries.startedAt })
    .from(workTimeEntries)
    .where(isNull(workTimeEntries.endedAt));
  let settled = 0;
  for (const entry of open) {
    const end = shiftEndAfter(entry.startedAt, hours);
    if (end.getTime() > now.getTime()) continue;
    const rows = await db
      .update(workTimeEntries)
      .set({ endedAt: end, endReason: "shift-end" })
      .where(and(eq(workTimeEntries.id, entry.id), isNull(workTimeEntries.endedAt)))
      .returning({ id: workTimeEntries.id });
    settled += rows.length;
  }
  return settled;
}

/** Ends the employee's open entry (only on `job` when given); answers how many it ended. */
export async function pauseWork(
  db: Database,
  employeeId: number,
  now: Date,
  reason: EndReason,
  job?: JobKey,
): Promise<number> {
  await settleShiftEnds(db, now);
  const rows = await db
    .update(workTimeEntries)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        eq(workTimeEntries.employeeId, employeeId),
        isNull(workTimeEntries.endedAt),
        ...(job ? [onJob(job)] : []),
      ),
    )
    .returning({ id: workTimeEntries.id });
  return rows.length;
}

/**
 * Starts (or resumes) the employee's time on the job; the entry running on
 * another job is paused first. Already running on this job: that entry.
 */
export async function startWork(db: Database, worker: Worker, job: Job, now: Date) {
  await settleShiftEnds(db, now);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(workTimeEntries)
      .where(and(eq(workTimeEntries.employeeId, worker.employeeId), isNull(workTimeEntries.endedAt)));
    if (
      open &&
      open.productionPolygonId === job.productionPolygonId &&
      open.productionDepartmentId === job.productionDepartmentId
    )
      return open;
    if (open) {
      await tx
        .update(workTimeEntries)
        .set({ endedAt: now, endReason: "other-job" })
        .where(eq(workTimeEntries.id, open.id));
    }
    const [entry] = await tx
      .insert(workTimeEntries)
      .values({ ...job, employeeId: worker.employeeId, employeeName: worker.displayName, startedAt: now })
      .returning();
    return entry!;
  });
}

/** The job is done: every operator's open entry on it ends now. */
export async function finishJob(db: Database, job: JobKey, now: Date): Promise<number> {
  await settleShiftEnds(db, now);
  const rows = await db
    .update(workTimeEntries)
    .set({ endedAt: now, endReason: "done" })
    .where(and(onJob(job), isNull(workTimeEntries.endedAt)))
    .returning({ id: workTimeEntries.id });
  return rows.length;
}

/** Whether the job was finished (an entry ended by done). */
export async function isJobDone(db: Database, job: JobKey): Promise<boolean> {
  const [row] = await db
    .select({ id: workTimeEntries.id })
    .from(workTimeEntries)
    .where(and(onJob(job), eq(workTimeEntries.endReason, "done")))
    .limit(1);
  return row !== undefined;
}

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

/** A supervisor's correction of an entry's times; the first recorded times are kept beside them. */
export async function correctEntry(
  db: Database,
  id: number,
  times: { startedAt: Date; endedAt: Date | null },
  correctedBy: string,
  now: Date,
) {
  if (times.endedAt && times.endedAt.getTime() <= times.startedAt.getTime())
    throw new AppError("invalid_input", "Invalid input", "The end must come after the start.", {
      endedAt: ["must come after the start"],
    });
  if ((times.endedAt ?? times.startedAt).getTime() > now.getTime())
    throw new AppError("invalid_input", "Invalid input", "A time entry cannot end in the future.", {
      endedAt: ["must not be in the future"],
    });
  const [entry] = await db.select().from(workTimeEntries).where(eq(workTimeEntries.id, id));
  if (!entry) throw new AppError("not_found", "No such time entry", `Time entry ${id} does not exist.`);
  if (times.endedAt === null && entry.endedAt !== null)
    throw new AppError("invalid_input", "Invalid input", "An ended time entry needs an end.", {
      endedAt: ["required for an ended entry"],
    });
  const [corrected] = await db
    .update(workTimeEntries)
    .set({
      startedAt: times.startedAt,
      endedAt: times.endedAt,
      correctedBy,
      correctedAt: now,
      recordedStartedAt: entry.recordedStartedAt ?? entry.startedAt,
      recordedEndedAt: entry.correctedAt ? entry.recordedEndedAt : entry.endedAt,
    })
    .where(eq(workTimeEntries.id, id))
    .returning();
  return corrected!;
}
