// Time entries (docs/working-time.md): start, pause, resume and done of an
// operator's work on a job (a polygon in a department). One open entry per
// operator: starting another job pauses the one running. Open entries pause
// themselves at the end of the shift, settled here whenever time is read or written.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { env } from "@/lib/env";
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

/** The entries on one job (a polygon in a department). */
export const onJob = (job: JobKey) =>
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
