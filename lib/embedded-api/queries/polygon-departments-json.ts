// polygondepartment/getbydepartment and getbypolygon as JSON text written by
// the database: a department's list is 100,000 rows at the benchmark's size
// (24 MB), which read as rows, sorted and serialised in JavaScript took the
// embedded API's thread 3 s; as text it is a few statements' work on the
// database's own thread (json-text.ts). The same objects, in the same order,
// as toPolygonDepartment over the rows by start (NULL last), then id.
import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { polygonDepartments } from "../schema";
import { anyId, orderedIds } from "./ids";
import { eachJsonSlice, joinedArrays, jsonArray, jsonObject } from "./json-text";

const polygonDepartmentJson = jsonObject([
  ["id", sql`${polygonDepartments.id}`, "number"],
  ["startAt", sql`${polygonDepartments.startAt}`, "timestamp"],
  ["finishAt", sql`${polygonDepartments.finishAt}`, "timestamp"],
  ["deliverAt", sql`${polygonDepartments.deliverAt}`, "timestamp"],
  ["productionValue", sql`${polygonDepartments.productionValue}`, "number"],
  ["productionPolygonId", sql`${polygonDepartments.productionPolygonId}`, "number"],
  ["productionDepartmentId", sql`${polygonDepartments.productionDepartmentId}`, "number"],
  ["productionPackageId", sql`${polygonDepartments.productionPackageId}`, "number"],
]);

/** By start, NULL last (PostgreSQL's default for an ascending order), then id. */
const byStartThenId = sql`${polygonDepartments.startAt}, ${polygonDepartments.id}`;

/**
 * The rows matching `where` as the JSON text of the wire's array: their ids in
 * the list's order first, then a slice of them a statement, each slice written
 * in the same order, so the slices join into the whole list. Each slice asks
 * `where` again: a row deleted or moved meanwhile is left out.
 */
export async function findPolygonDepartmentsJson(
  db: Database,
  where: SQL,
  sliceSize = 5_000,
): Promise<string> {
  const slices: string[] = [];
  await eachJsonSlice(
    db,
    await orderedIds(db, polygonDepartments, polygonDepartments.id, where, byStartThenId),
    sliceSize,
    (slice) =>
      sql`select ${jsonArray(polygonDepartmentJson, byStartThenId)} as json
          from ${polygonDepartments} where ${and(where, anyId(polygonDepartments.id, slice))}`,
    (json) => slices.push(json),
  );
  return joinedArrays(slices);
}
