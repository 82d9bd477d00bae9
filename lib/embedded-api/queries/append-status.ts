// Moves polygons to a status value: appends one history entry per polygon
// (old entries are never edited) and keeps the denormalised current status of
// each polygon in step, in the caller's transaction.
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";
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
  await keepCurrentStatus(tx, ids, statusValue, now);
}

/**
 * status/setstatusforpolygons, the floor's commonest write (one per scan and
 * station step): production_api.move_polygons (migration 0020) in one prepared
 * statement, atomic by itself. It checks that every polygon exists, appends
 * the entries (making the value on its first use) and keeps the current
 * status; on PGlite a third of what BEGIN, two drizzle statements and COMMIT
 * cost. Answers the ids that do not exist; then nothing was written.
 */
const movePolygons: PreparedStatement = {
  name: "production_api_move_polygons",
  paramTypes: ["int[]", "int", "int", "text", "timestamptz"],
  text: "select production_api.move_polygons($1, $2, $3, $4, $5)::text as missing",
};

export async function moveExistingPolygons(
  db: Database,
  polygonIds: readonly number[],
  statusValue: number,
  hubEmployeeId: number,
  remarks: string | null,
  now: Date,
): Promise<number[]> {
  const ids = distinct(polygonIds).map((id) => Math.trunc(id));
  if (ids.length === 0) return [];
  const [row] = await runPrepared<{ missing: string }>(db, movePolygons, [
    `{${ids.join(",")}}`,
    Math.trunc(statusValue),
    Math.trunc(hubEmployeeId),
    remarks,
    now.toISOString(),
  ]);
  const missing = (row?.missing ?? "{}").replace(/[{}]/g, "");
  return missing === "" ? [] : missing.split(",").map(Number);
}

async function keepCurrentStatus(tx: Database, ids: number[], statusValue: number, now: Date) {
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
