// The app's record of what the packing station changed on the upstream: who
// packed a package (the upstream keeps only when), and what "undo" puts back.
// Rows written by one scan share a batch id; undo reverses a whole batch.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { packEvents } from "@/lib/db/schema";
import type { SessionEmployee } from "@/lib/base/roles";
import type { PackingContext } from "./context";

export type PackAction = "pack" | "unpack" | "nest" | "unnest" | "status";

export type NewPackEvent = {
  action: PackAction;
  polygonPackageId: number | null;
  productionPolygonId: number;
  packedAt?: Date | null;
  parentPolygonPackageId?: number | null;
  statusValue?: number | null;
  previousPackedAt?: Date | null;
  previousParentPolygonPackageId?: number | null;
  previousStatusValue?: number | null;
};

export type PackEvent = typeof packEvents.$inferSelect;

/** Keeps the changes of one scan as one batch, written at the end of its request (PackingContext.keep). */
export function keepPackEvents(
  ctx: Pick<PackingContext, "db" | "keep" | "employee">,
  events: NewPackEvent[],
): void {
  if (events.length > 0) ctx.keep(packEventsStatement(ctx.db, ctx.employee, randomUUID(), events));
}

/** Writes the changes of one scan as one batch; answers the batch id. */
export async function recordPackEvents(
  db: Database,
  employee: SessionEmployee,
  events: NewPackEvent[],
): Promise<string> {
  const batchId = randomUUID();
  if (events.length > 0) await db.execute(packEventsStatement(db, employee, batchId, events));
  return batchId;
}

const packEventsStatement = (
  db: Database,
  employee: SessionEmployee,
  batchId: string,
  events: NewPackEvent[],
) =>
  db
    .insert(packEvents)
    .values(
      events.map((event) => ({
        ...event,
        batchId,
        employeeId: employee.employeeId,
        employeeName: employee.displayName,
      })),
    )
    .getSQL();

export type PackedBy = { employeeName: string; at: string };

/** Who packed each of these packages through the app (the newest pack not undone); absent when unknown. */
export async function findPackers(db: Database, polygonPackageIds: number[]): Promise<Map<number, PackedBy>> {
  if (polygonPackageIds.length === 0) return new Map();
  const rows = await db
    .select({
      polygonPackageId: packEvents.polygonPackageId,
      employeeName: packEvents.employeeName,
      createdAt: packEvents.createdAt,
    })
    .from(packEvents)
    .where(
      and(
        inArray(packEvents.polygonPackageId, polygonPackageIds),
        eq(packEvents.action, "pack"),
        isNull(packEvents.undoneAt),
      ),
    )
    .orderBy(desc(packEvents.id));
  const packers = new Map<number, PackedBy>();
  for (const row of rows) {
    if (row.polygonPackageId === null || packers.has(row.polygonPackageId)) continue;
    packers.set(row.polygonPackageId, { employeeName: row.employeeName, at: row.createdAt.toISOString() });
  }
  return packers;
}

/** The employee's newest batch that is not undone, in the order it was written; empty when none. */
export async function findLastBatch(db: Database, employeeId: number): Promise<PackEvent[]> {
  const [last] = await db
    .select({ batchId: packEvents.batchId })
    .from(packEvents)
    .where(and(eq(packEvents.employeeId, employeeId), isNull(packEvents.undoneAt)))
    .orderBy(desc(packEvents.id))
    .limit(1);
  if (!last) return [];
  return db
    .select()
    .from(packEvents)
    .where(and(eq(packEvents.batchId, last.batchId), isNull(packEvents.undoneAt)))
    .orderBy(packEvents.id);
}

/**
 * Marks a batch undone by this employee; false when someone else did it first
 * (so two taps on "undo" cannot reverse the same change twice).
 */
export async function claimBatchUndone(
  db: Database,
  batchId: string,
  employee: SessionEmployee,
): Promise<boolean> {
  const touched = await db
    .update(packEvents)
    .set({
      undoneAt: new Date(),
      undoneByEmployeeId: employee.employeeId,
      undoneByName: employee.displayName,
    })
    .where(and(eq(packEvents.batchId, batchId), isNull(packEvents.undoneAt)))
    .returning({ id: packEvents.id });
  return touched.length > 0;
}

/** Gives a claimed batch back when reversing it on the upstream failed. */
export async function releaseBatchClaim(db: Database, batchId: string): Promise<void> {
  await db
    .update(packEvents)
    .set({ undoneAt: null, undoneByEmployeeId: null, undoneByName: null })
    .where(eq(packEvents.batchId, batchId));
}

/** Changes recorded after this batch to any of its packages, by anyone, not undone (newest first). */
export async function findLaterEvents(db: Database, batch: PackEvent[]): Promise<PackEvent[]> {
  const packageIds = [
    ...new Set(batch.flatMap((e) => (e.polygonPackageId === null ? [] : [e.polygonPackageId]))),
  ];
  const first = batch[0];
  if (!first || packageIds.length === 0) return [];
  return db
    .select()
    .from(packEvents)
    .where(
      and(
        inArray(packEvents.polygonPackageId, packageIds),
        gt(packEvents.id, Math.max(...batch.map((e) => e.id))),
        ne(packEvents.batchId, first.batchId),
        isNull(packEvents.undoneAt),
      ),
    )
    .orderBy(desc(packEvents.id));
}
