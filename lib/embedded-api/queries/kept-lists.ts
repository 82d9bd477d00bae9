// The app server's kept lists (lib/shared-lists) read straight from these
// tables at its start, when this embedded API is its upstream: a few set-based
// statements instead of one operation per list. Through the operations, every
// list at 100,000 polygons is written polygon by polygon as whole wire objects
// and checked again by the client; here each statement writes a slice of
// 10,000 polygons' slim rows (or their planned work) as one JSON text, with a
// pause between slices for the requests waiting meanwhile. The fields are the
// wire's, written by the same helpers as the operations' answers.
import { and, eq, exists, sql } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db/client";
import { polygonDepartments, polygonMaterials, polygons, polygonStatuses } from "../schema";
import type { UnmatchedDigest } from "@/lib/production-api/views";
import { jsonArray, jsonMembers, jsonObject } from "./json-text";
import { findPolygonsJson } from "./polygons-json";
import { yieldToOthers } from "@/lib/base/yield";
import type { BetweenSlices } from "./polygons";

/** A polygon's head, its current status value, its open defects and its statuses (wire fields). */
export type KeptPolygonRow = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  subnumber: number;
  finishAt: string | null;
  deliverAt: string | null;
  currentStatusValue: number | null;
  materialDefects: number;
  statuses: { id: number; productionStatusValue: number; assignedAt: string; remarks: string | null }[];
};

/** A polygon's planned work in a department (wire fields). */
export type KeptWorkRow = {
  id: number;
  productionPolygonId: number;
  productionDepartmentId: number;
  startAt: string | null;
  finishAt: string | null;
  productionValue: number;
};

const sliceSize = 10_000;
const s = sql.raw("s");
const m = sql.raw("m");

const statusesJson = sql`(select ${jsonArray(
  jsonObject([
    ["id", sql`${s}.id`, "number"],
    ["productionStatusValue", sql`${s}.production_status_value`, "number"],
    ["assignedAt", sql`${s}.assigned_at`, "timestamp"],
    ["remarks", sql`${s}.remarks`, "text"],
  ]),
  sql`${s}.assigned_at, ${s}.id`,
)} from ${polygonStatuses} as ${s} where ${s}.production_polygon_id = ${polygons.id})`;

const defects = sql`(select count(*) from ${polygonMaterials} as ${m}
  where ${m}.production_polygon_id = ${polygons.id} and ${m}.has_defect)`;

const keptPolygonJson = jsonObject([
  ["id", sql`${polygons.id}`, "number"],
  ["polygonId", sql`${polygons.polygonId}`, "number"],
  ["productionProjectId", sql`${polygons.productionProjectId}`, "number"],
  ["subnumber", sql`${polygons.subnumber}`, "number"],
  ["finishAt", sql`${polygons.finishAt}`, "timestamp"],
  ["deliverAt", sql`${polygons.deliverAt}`, "timestamp"],
  ["currentStatusValue", sql`${polygons.currentStatusValue}`, "number"],
  ["materialDefects", defects, "number"],
  ["statuses", statusesJson, "json"],
]);

const keptWorkJson = jsonObject([
  ["id", sql`${polygonDepartments.id}`, "number"],
  ["productionPolygonId", sql`${polygonDepartments.productionPolygonId}`, "number"],
  ["productionDepartmentId", sql`${polygonDepartments.productionDepartmentId}`, "number"],
  ["startAt", sql`${polygonDepartments.startAt}`, "timestamp"],
  ["finishAt", sql`${polygonDepartments.finishAt}`, "timestamp"],
  ["productionValue", sql`${polygonDepartments.productionValue}`, "number"],
]);

const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(",")}}`;

/** Runs `slice(from, to)` over the polygon ids in ranges of `size`, pausing between them. */
async function bySlices<T>(
  db: Database,
  size: number,
  slice: (from: number, to: number) => Promise<T[]>,
  between: BetweenSlices = yieldToOthers,
): Promise<T[]> {
  const [range] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(${polygons.id}) as low, max(${polygons.id}) as high from ${polygons}`,
  );
  const rows: T[] = [];
  if (range?.low == null || range.high == null) return rows;
  let sliceMs = 0;
  for (let from = Number(range.low); from <= Number(range.high); from += size) {
    if (from > Number(range.low)) await between(sliceMs);
    const startedAt = performance.now();
    rows.push(...(await slice(from, from + size)));
    sliceMs = performance.now() - startedAt;
  }
  return rows;
}

async function jsonRows<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const [row] = await queryRows<{ json: string | null }>(db, statement);
  return row?.json ? (JSON.parse(row.json) as T[]) : [];
}

/** The polygons whose current status is one of these values (status/getpolygonsforstatusvalue's condition). */
export function findKeptPolygons(
  db: Database,
  statusValues: readonly number[],
  size = sliceSize,
  between?: BetweenSlices,
): Promise<KeptPolygonRow[]> {
  return bySlices(
    db,
    size,
    (from, to) =>
      jsonRows<KeptPolygonRow>(
        db,
        sql`select ${jsonArray(keptPolygonJson, sql`${polygons.id}`)} as json from ${polygons}
          where ${polygons.id} >= ${from} and ${polygons.id} < ${to}
            and ${polygons.currentStatusValue} = any(${intArray(statusValues)}::int[])`,
      ),
    between,
  );
}

/** The planned work in these departments (polygondepartment/getbydepartment's rows), by polygon slices. */
export function findKeptWork(
  db: Database,
  departmentIds: readonly number[],
  size = sliceSize,
  between?: BetweenSlices,
): Promise<KeptWorkRow[]> {
  return bySlices(
    db,
    size,
    (from, to) =>
      jsonRows<KeptWorkRow>(
        db,
        sql`select ${jsonArray(keptWorkJson, sql`${polygonDepartments.id}`)} as json from ${polygonDepartments}
          where ${polygonDepartments.productionPolygonId} >= ${from}
            and ${polygonDepartments.productionPolygonId} < ${to}
            and ${polygonDepartments.productionDepartmentId} = any(${intArray(departmentIds)}::int[])`,
      ),
    between,
  );
}

/** Polygons with a material entry not yet matched (polygon/getunmatched). */
const unmatchedCondition = (db: Database) =>
  exists(
    db
      .select({ id: polygonMaterials.id })
      .from(polygonMaterials)
      .where(
        and(eq(polygonMaterials.productionPolygonId, polygons.id), eq(polygonMaterials.isMatched, false)),
      ),
  );

/** polygon/getunmatched's answer as JSON text (whole wire polygons). */
export function findUnmatchedPolygonsJson(db: Database): Promise<string> {
  return findPolygonsJson(db, unmatchedCondition(db));
}

/** A polygon's material entries: their ids, how many are not matched, how many defective (UnmatchedDigest's). */
const materialsDigest = sql`(select ${jsonMembers(
  [
    ["materialIds", sql`'[' || coalesce(string_agg(${m}.id::text, ',' order by ${m}.id), '') || ']'`, "json"],
    ["unmatched", sql`count(*) filter (where not ${m}.is_matched)`, "number"],
    ["defective", sql`count(*) filter (where ${m}.has_defect)`, "number"],
  ],
  false,
)} from ${polygonMaterials} as ${m} where ${m}.production_polygon_id = ${polygons.id})`;

/** The epoch ms of a polygon's first status, as Date.parse reads its assignedAt (ISO text to the millisecond). */
const startedAtMs = sql`(select floor(extract(epoch from min(${s}.assigned_at)) * 1000)::bigint
  from ${polygonStatuses} as ${s} where ${s}.production_polygon_id = ${polygons.id})`;

const unmatchedDigestJson = sql`(${jsonMembers(
  [
    ["id", sql`${polygons.id}`, "number"],
    ["polygonId", sql`${polygons.polygonId}`, "number"],
    ["productionProjectId", sql`${polygons.productionProjectId}`, "number"],
    ["finishAt", sql`${polygons.finishAt}`, "timestamp"],
    ["deliverAt", sql`${polygons.deliverAt}`, "timestamp"],
    ["startedAtMs", startedAtMs, "number"],
  ],
  true,
)} || ${materialsDigest} || '}')`;

/**
 * polygon/getunmatched's polygons as the kept unmatched list holds them
 * (unmatchedDigest of lib/production-api/views.ts, the test's oracle), by id:
 * a few numbers each instead of 40 MB of whole polygons at 100,000.
 */
export function findUnmatchedDigests(
  db: Database,
  size = sliceSize,
  between?: BetweenSlices,
): Promise<UnmatchedDigest[]> {
  return bySlices(
    db,
    size,
    (from, to) =>
      jsonRows<UnmatchedDigest>(
        db,
        sql`select ${jsonArray(unmatchedDigestJson, sql`${polygons.id}`)} as json from ${polygons}
          where ${polygons.id} >= ${from} and ${polygons.id} < ${to} and ${unmatchedCondition(db)}`,
      ),
    between,
  );
}
