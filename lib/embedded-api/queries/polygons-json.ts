// The big polygon lists (every polygon at a status, all those waiting for
// material, projects with all their polygons) as JSON text written by the
// database in one statement: the same objects, byte for byte, as the rows read
// with drizzle and JSON.stringify give (the test's oracle), at a fraction of
// the cost on PGlite (json-text.ts). Also one polygon, for polygon/getbyid.
import { and, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db/client";
import { preparedFromSql, runPrepared } from "@/lib/db/prepared-statement";
import { polygonMaterials, polygons, polygonStatuses, projects } from "../schema";
import { anyId, orderedIds } from "./ids";
import { eachJsonSlice, joinedArrays, jsonArray, jsonObject } from "./json-text";

const s = sql.raw("s");
const m = sql.raw("m");

/** A polygon's statuses as JSON text (by assignedAt, id), the wire's fields. */
const statusesJson = sql`(select ${jsonArray(
  jsonObject([
    ["id", sql`${s}.id`, "number"],
    ["productionPolygonId", sql`${s}.production_polygon_id`, "number"],
    ["productionStatusId", sql`${s}.production_status_id`, "number"],
    ["productionStatusValue", sql`${s}.production_status_value`, "number"],
    ["hubEmployeeId", sql`${s}.hub_employee_id`, "number"],
    ["remarks", sql`${s}.remarks`, "text"],
    ["assignedAt", sql`${s}.assigned_at`, "timestamp"],
  ]),
  sql`${s}.assigned_at, ${s}.id`,
)} from ${polygonStatuses} as ${s} where ${s}.production_polygon_id = ${polygons.id})`;

/** A polygon's material entries as JSON text (by id), as toMaterialEntry. */
const materialsJson = sql`(select ${jsonArray(
  jsonObject([
    ["id", sql`${m}.id`, "number"],
    ["polygonProjectMaterialId", sql`${m}.polygon_project_material_id`, "number"],
    ["hasDefect", sql`${m}.has_defect`, "boolean"],
    ["hadDefect", sql`${m}.had_defect`, "boolean"],
    ["isMatched", sql`${m}.is_matched`, "boolean"],
    ["matchedAt", sql`${m}.matched_at`, "timestamp"],
  ]),
  sql`${m}.id`,
)} from ${polygonMaterials} as ${m} where ${m}.production_polygon_id = ${polygons.id})`;

/** One polygon row of `production_api.polygons` as the wire's JSON text, with statuses and materials. */
export const polygonJson = jsonObject([
  ["id", sql`${polygons.id}`, "number"],
  ["polygonId", sql`${polygons.polygonId}`, "number"],
  ["productionProjectId", sql`${polygons.productionProjectId}`, "number"],
  ["subnumber", sql`${polygons.subnumber}`, "number"],
  ["productionPackageId", sql`${polygons.productionPackageId}`, "number"],
  ["finishAt", sql`${polygons.finishAt}`, "timestamp"],
  ["deliverAt", sql`${polygons.deliverAt}`, "timestamp"],
  ["productionValue", sql`${polygons.productionValue}`, "number"],
  ["statuses", statusesJson, "json"],
  ["materials", materialsJson, "json"],
]);

/**
 * The polygons matching a condition, ordered by id, as the JSON text of the
 * wire's array, built by the database (the big lists: every polygon at a
 * status, all those waiting for material). Their ids
 * first, then 1,000 polygons a statement with a pause between: the server runs
 * PGlite on its one thread, and 20,000 polygons in one statement would hold
 * every other request (a scan, a station) for seconds. Each slice asks the
 * condition again, so a polygon that left the list while it was being read is
 * not in it; each polygon is whole.
 */
export async function findPolygonsJson(
  db: Database,
  where: SQL | undefined,
  sliceSize = 1_000,
): Promise<string> {
  const slices: string[] = [];
  await eachJsonSlice(
    db,
    await orderedIds(db, polygons, polygons.id, where, sql`${polygons.id}`),
    sliceSize,
    (slice) => sql`select ${jsonArray(polygonJson, sql`${polygons.id}`)} as json from ${polygons}
          where ${and(where, anyId(polygons.id, slice))}`,
    (json) => slices.push(json),
  );
  return joinedArrays(slices);
}

// The scan's reads of one polygon: prepared once, as planning these statements
// costs several times running them (on PGlite 1.3 ms against 0.2 ms).
const polygonById = preparedFromSql(
  "embedded_polygon_by_id",
  ["int"],
  (id) => sql`select ${polygonJson} as json from ${polygons} where ${polygons.id} = ${id}`,
);
const polygonsByWtIds = preparedFromSql(
  "embedded_polygons_by_wt_ids",
  ["int[]"],
  (ids) =>
    sql`select ${jsonArray(polygonJson, sql`${polygons.id}`)} as json from ${polygons}
        where ${polygons.polygonId} = any(${ids})`,
);

/** One polygon as the wire's JSON text, in one statement; null when there is none with this id. */
export async function findPolygonJson(db: Database, id: number): Promise<string | null> {
  const [row] = await runPrepared<{ json: string }>(db, polygonById, [Math.trunc(id)]);
  return row?.json ?? null;
}

/** A few WT polygon ids at most (a scan asks for one): in one prepared statement. */
const fewWtIds = 20;

/** The polygons with these WT polygon ids (status/getpolygonstatusinfoforwtpolygons), as findPolygonsJson writes them. */
export async function findPolygonsByWtIdsJson(db: Database, polygonIds: readonly number[]): Promise<string> {
  if (polygonIds.length > fewWtIds) return findPolygonsJson(db, anyId(polygons.polygonId, polygonIds));
  const literal = `{${polygonIds.map((id) => Math.trunc(id)).join(",")}}`;
  const [row] = await runPrepared<{ json: string }>(db, polygonsByWtIds, [literal]);
  return row?.json ?? "[]";
}

/**
 * The projects that have a polygon matching the condition, ordered by id, as
 * the JSON text of the wire's array; each with all of its polygons (by id).
 */
export async function findProjectsJson(db: Database, polygonWhere: SQL): Promise<string> {
  const project = jsonObject([
    ["id", sql`${projects.id}`, "number"],
    ["projectId", sql`${projects.projectId}`, "number"],
    ["hubApplicationId", sql`${projects.hubApplicationId}`, "number"],
    [
      "polygons",
      sql`(select ${jsonArray(polygonJson, sql`${polygons.id}`)} from ${polygons}
          where ${polygons.productionProjectId} = ${projects.id})`,
      "json",
    ],
  ]);
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select ${jsonArray(project, sql`${projects.id}`)} as json from ${projects}
        where exists (select 1 from ${polygons}
          where ${polygons.productionProjectId} = ${projects.id} and ${polygonWhere})`,
  );
  return row?.json ?? "[]";
}
