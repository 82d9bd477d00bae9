// Moves polygons to a status value: appends one history entry per polygon
// (old entries are never edited) and keeps the denormalised current status of
// each polygon in step, in the caller's transaction.
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db/client";
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
 * appendStatus for polygons named by id (status/setstatusforpolygons), in two
 * statements where it took four: the history entries are inserted for the
 * polygons that exist, with the value's id, by one INSERT … SELECT. Answers
 * the ids that do not exist (the caller refuses the move; its transaction
 * rolls back what was written).
 */
export async function appendStatusToExisting(
  tx: Database,
  polygonIds: readonly number[],
  statusValue: number,
  hubEmployeeId: number,
  remarks: string | null,
  now: Date,
): Promise<number[]> {
  const ids = distinct(polygonIds);
  if (ids.length === 0) return [];
  const insert = () =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into ${polygonStatuses} (production_polygon_id, production_status_id,
            production_status_value, hub_employee_id, remarks, assigned_at)
          select p.id, v.id, v.value, ${hubEmployeeId}::int, ${remarks}::text, ${now.toISOString()}::timestamptz
          from ${polygons} as p inner join ${statusValues} as v on v.value = ${statusValue}
          where p.id = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])
          returning production_polygon_id as id`,
    );
  let inserted = await insert();
  // A value used for the first time: made, then the entries inserted.
  if (inserted.length === 0) {
    await statusIdOf(tx, statusValue);
    inserted = await insert();
  }
  const found = new Set(inserted.map((row) => Number(row.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) await keepCurrentStatus(tx, ids, statusValue, now);
  return missing;
}

/**
 * status/setstatusforpolygons in one prepared statement (the floor's commonest
 * write, one per scan): the history entries are inserted only when every
 * polygon exists, and the current status kept, atomically without a
 * transaction around it (on PGlite, BEGIN, two drizzle statements and COMMIT
 * cost three times this). The value's id is read in the statement; a value
 * used for the first time is not known yet: the caller takes appendStatusToExisting.
 */
const moveExisting: PreparedStatement = {
  name: "production_api_move_existing_polygons",
  paramTypes: ["int[]", "int", "int", "text", "timestamptz"],
  text: `with wanted as (select distinct unnest($1::int[]) as id),
    found as (select p.id from production_api.polygons as p where p.id in (select id from wanted)),
    known as (select v.id, v.value from production_api.status_values as v where v.value = $2),
    complete as (select (select count(*) from wanted) = (select count(*) from found) as yes),
    inserted as (
      insert into production_api.polygon_statuses (production_polygon_id, production_status_id,
        production_status_value, hub_employee_id, remarks, assigned_at)
      select f.id, k.id, k.value, $3, $4, $5 from found as f, known as k, complete as c where c.yes
      returning production_polygon_id as id),
    kept as (
      update production_api.polygons set current_status_value = $2, current_status_assigned_at = $5
      where id in (select id from inserted)
        and (current_status_assigned_at is null or current_status_assigned_at <= $5)
      returning id)
    select exists (select 1 from known) as known, (select count(*) from kept)::int as kept,
      coalesce(array_to_string(array(select id from wanted except select id from found order by 1), ','), '') as missing`,
};

/**
 * Moves the polygons by moveExisting. Answers the ids that do not exist (then
 * nothing was written), or null when the status value is used for the first
 * time (nothing was written either).
 */
export async function moveExistingAtOnce(
  db: Database,
  polygonIds: readonly number[],
  statusValue: number,
  hubEmployeeId: number,
  remarks: string | null,
  now: Date,
): Promise<number[] | null> {
  const ids = distinct(polygonIds).map((id) => Math.trunc(id));
  if (ids.length === 0) return [];
  const [row] = await runPrepared<{ known: boolean; missing: string }>(db, moveExisting, [
    `{${ids.join(",")}}`,
    Math.trunc(statusValue),
    Math.trunc(hubEmployeeId),
    remarks,
    now.toISOString(),
  ]);
  if (!row?.known) return null;
  return row.missing === "" ? [] : row.missing.split(",").map(Number);
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
