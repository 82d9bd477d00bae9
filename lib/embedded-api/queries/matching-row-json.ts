// How a row of the matching list is written as JSON text, shared by the
// one-statement page (matching-rows.ts) and the page assembled from kept rows
// (matching-page.ts), so the two write the same bytes. A row is three stretches:
// what matching never changes before the status, the status, what it never
// changes between the status and the entries, and the entries.
import { sql, type SQL } from "drizzle-orm";
import { polygonMaterials, polygons } from "../schema";
import { jsonArray, jsonObject, type JsonField } from "./json-text";

export const pm = sql.raw("pm");
export const pj = sql.raw("pj");
const e = sql.raw("e");
const pol = sql.raw("pol");

/** A column written as json_build_object writes it (to_json), for any type but timestamps. */
const asJson = (name: string, column: SQL): JsonField => [name, column, "text"];

/** The polygons that use the project material `pm`, by id. */
const polygonsJson = sql`(select ${jsonArray(
  jsonObject([
    ["id", sql`${pol}.id`, "number"],
    ["polygonId", sql`${pol}.polygon_id`, "number"],
    ["productionProjectId", sql`${pol}.production_project_id`, "number"],
    asJson("subnumber", sql`${pol}.subnumber`),
  ]),
  sql`${pol}.id`,
)} from ${polygons} as ${pol} where ${pol}.id in (
    select ${e}.production_polygon_id from ${polygonMaterials} as ${e}
    where ${e}.production_project_material_id = ${pm}.id))`;

/** The fields before the status: the project's (`pj`) and the project material's (`pm`). */
export const headFields: readonly JsonField[] = [
  asJson("projectNumber", sql`${pj}.project_number`),
  asJson("reference", sql`${pj}.reference`),
  asJson("customer", sql`${pj}.customer_name`),
  asJson("customerDebtorCode", sql`${pj}.customer_debtor_code`),
  asJson("product", sql`${pm}.product`),
  asJson("commission", sql`${pm}.commission`),
  asJson("supplier", sql`${pm}.supplier`),
  asJson("material", sql`${pm}.material`),
  asJson("goodSide", sql`${pm}.good_side`),
];

/** The fields between the status and the entries. */
export const middleFields: readonly JsonField[] = [
  asJson("amount", sql`${pm}.amount`),
  ["date", sql`${pm}.date`, "timestamp"],
  asJson("sbnId", sql`${pm}.sbn_id`),
  asJson("sbnKey", sql`${pm}.sbn_key`),
  asJson("eanCode", sql`${pm}.ean_code`),
  asJson("materialColor", sql`${pm}.material_color`),
  ["polygons", polygonsJson, "json"],
];

/** A whole row, given its status (text) and its entries (JSON text). */
export const rowJson = (status: SQL, entries: SQL) =>
  jsonObject([
    ...headFields,
    asJson("status", status),
    ...middleFields,
    ["polygonProjectMaterials", entries, "json"],
  ]);

/**
 * A lateral subquery over the entries of the project material whose id is
 * `materialId`: `list`, their JSON text by id, and `status`: "defect" when an
 * entry has a defect, else "unmatched" when no entry is matched, "matched"
 * when all are, "partial" between.
 */
export function entriesOf(materialId: SQL): SQL {
  const entryJson = jsonObject([
    ["id", sql`${e}.id`, "number"],
    ["polygonProjectMaterialId", sql`${e}.polygon_project_material_id`, "number"],
    ["hasDefect", sql`${e}.has_defect`, "boolean"],
    ["hadDefect", sql`${e}.had_defect`, "boolean"],
    ["isMatched", sql`${e}.is_matched`, "boolean"],
    ["matchedAt", sql`${e}.matched_at`, "timestamp"],
    ["productionPolygonId", sql`${e}.production_polygon_id`, "number"],
    ["productionProjectMaterialId", materialId, "number"],
  ]);
  return sql`(
      select ${jsonArray(entryJson, sql`${e}.id`)} as list,
        case
          when bool_or(${e}.has_defect) then 'defect'
          when count(*) filter (where ${e}.is_matched) = 0 then 'unmatched'
          when bool_and(${e}.is_matched) then 'matched'
          else 'partial'
        end as status
      from ${polygonMaterials} as ${e}
      where ${e}.production_project_material_id = ${materialId}
    )`;
}
