// "Undo my last move" puts the working time back as it was before the step
// (docs/working-time.md): the entries the step opened go, the ones it closed
// open again. A step and its entries share one moment (the step's `at`), which
// is how they are found; the station's move log keeps that moment.
import { and, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { logError } from "@/lib/base/log";
import { onJob, settleShiftEnds, type JobKey } from "./entries";

type Entry = typeof workTimeEntries.$inferSelect;

/** Reopens the entry unless its employee has another one open (one running timer each); else it stays paused. */
async function reopen(tx: Database, entry: Pick<Entry, "id" | "employeeId">): Promise<boolean> {
  const [open] = await tx
    .select({ id: workTimeEntries.id })
    .from(workTimeEntries)
    .where(and(eq(workTimeEntries.employeeId, entry.employeeId), isNull(workTimeEntries.endedAt)));
  if (open) {
    await tx.update(workTimeEntries).set({ endReason: "pause" }).where(eq(workTimeEntries.id, entry.id));
    return false;
  }
  await tx
    .update(workTimeEntries)
    .set({ endedAt: null, endReason: null })
    .where(eq(workTimeEntries.id, entry.id));
  return true;
}

/**
 * Undoing a start: the time on the job since the start is time on a line that
 * was never started, so every entry on it from that moment on goes (a second
 * operator's join too); each operator's entry that those starts ended
 * ("other-job" at the same moment) runs again.
 */
async function undoStart(tx: Database, job: JobKey, at: Date) {
  const removed = await tx
    .delete(workTimeEntries)
    .where(and(onJob(job), gte(workTimeEntries.startedAt, at)))
    .returning();
  let reopened = 0;
  for (const entry of removed) {
    const [closed] = await tx
      .select()
      .from(workTimeEntries)
      .where(
        and(
          eq(workTimeEntries.employeeId, entry.employeeId),
          eq(workTimeEntries.endedAt, entry.startedAt),
          eq(workTimeEntries.endReason, "other-job"),
        ),
      );
    if (closed && (await reopen(tx, closed))) reopened++;
  }
  return { removed: removed.length, reopened };
}

/** Undoing a done: every operator's entry the done ended runs again. */
async function undoFinish(tx: Database, job: JobKey, at: Date) {
  const ended = await tx
    .select()
    .from(workTimeEntries)
    .where(and(onJob(job), eq(workTimeEntries.endedAt, at), eq(workTimeEntries.endReason, "done")));
  let reopened = 0;
  for (const entry of ended) if (await reopen(tx, entry)) reopened++;
  return { removed: 0, reopened };
}

/**
 * Puts the time back in one transaction. The status was put back already and
 * stands whatever happens here (as a step does, station-time.ts): a failure is
 * logged and answered as `restored: false`.
 */
export async function undoStationStepTime(
  db: Database,
  job: JobKey,
  step: "start" | "finish",
  at: Date,
  now = new Date(),
): Promise<{ restored: boolean; removed: number; reopened: number }> {
  try {
    const result = await db.transaction((tx) =>
      step === "start" ? undoStart(tx, job, at) : undoFinish(tx, job, at),
    );
    // An entry reopened after its shift ended is paused at that end again.
    await settleShiftEnds(db, now);
    return { restored: true, ...result };
  } catch (error) {
    logError(`[work-time] undo of the ${step} of polygon ${job.productionPolygonId} not restored:`, error);
    return { restored: false, removed: 0, reopened: 0 };
  }
}
