// Moves polygons to a status value: appends one history entry per polygon
// (old entries are never edited) and keeps the denormalised current status of
// each polygon in step, in the caller's transaction.
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { polygons, polygonStatuses, statusValues } from "../schema";
import { anyId, distinct } from "./ids";

/** The productionStatusId of a value, creating it on first use. */
async function statusIdOf(tx: Database, value: number): Promise<number> {
  // Read first: the common case takes no lock, so concurrent moves to the same value do not queue.
  const [known] = await tx
    .select({ id: statusValues.id })
    .from(statusValues)
    .where(eq(statusValues.value, value));
  if (known) return known.id;
  const [created] = await tx
    .insert(statusValues)
    .values({ value })
    .onConflictDoUpdate({ target: statusValues.value, set: { value } })
    .returning({ id: statusValues.id });
  return created!.id;
}

export async function appendStatus(
  tx: Database,
  polygonIds: readonly number[],
  statusValue: number,
  hubEmployeeId: number,
  remarks: string | null,
  now: Date,
): Promise<void> {
  const ids = distinct(polygonIds);
  if (ids.length === 0) return;
  const productionStatusId = await statusIdOf(tx, statusValue);
  await tx.insert(polygonStatuses).values(
    ids.map((productionPolygonId) => ({
      productionPolygonId,
      productionStatusId,
      productionStatusValue: statusValue,
      hubEmployeeId,
      remarks,
      assignedAt: now,
    })),
  );
  // The new entry has the highest id, so it is current unless an entry is dated after now.
  await tx
    .update(polygons)
    .set({ currentStatusValue: statusValue, currentStatusAssignedAt: now })
    .where(
      and(
        anyId(polygons.id, ids),
        or(isNull(polygons.currentStatusAssignedAt), lte(polygons.currentStatusAssignedAt, now)),
      ),
    );
}
