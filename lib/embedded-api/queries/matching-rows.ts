// The matching list: one row per project material, with its project, the
// polygons that use it, their material entries and the row's status. One
// statement that writes the page as JSON text. The page's ids come first, on
// the project materials alone (the indexed order; projects joined only when a
// search or the order reads them), so a page deep in the list walks an index
// and not the join; then only those rows are joined and written, by text
// concatenation (json-text.ts; several times cheaper than json_build_object).
// On PGlite, handing over one text value is far cheaper than typed rows that
// JavaScript then reshapes and serialises again.
import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { polygonMaterials, polygons, projectMaterials, projects } from "../schema";
import { jsonArray, jsonObject, type JsonField } from "./json-text";
import { conditions, orderOf, type MatchingQuery } from "./matching-filters";

/**
 * One page of rows in the requested order, as the JSON text of the wire's
 * `results` array. A row's status: "defect" when an entry has a defect, else
 * "unmatched" when no entry is matched, "matched" when all are, "partial" between.
 */
export async function findMatchingRowsJson(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): Promise<string> {
  const [row] = await queryRows<{ results: string }>(db, matchingPageStatement(db, query, page));
  return row?.results ?? "[]";
}

const pm = sql.raw("pm");
const pj = sql.raw("pj");
const e = sql.raw("e");
const pol = sql.raw("pol");

/** A column written as json_build_object writes it (to_json), for any type but timestamps. */
const asJson = (name: string, column: SQL): JsonField => [name, column, "text"];

const entryJson = jsonObject([
  ["id", sql`${e}.id`, "number"],
  ["polygonProjectMaterialId", sql`${e}.polygon_project_material_id`, "number"],
  ["hasDefect", sql`${e}.has_defect`, "boolean"],
  ["hadDefect", sql`${e}.had_defect`, "boolean"],
  ["isMatched", sql`${e}.is_matched`, "boolean"],
  ["matchedAt", sql`${e}.matched_at`, "timestamp"],
  ["productionPolygonId", sql`${e}.production_polygon_id`, "number"],
  ["productionProjectMaterialId", sql`${pm}.id`, "number"],
]);

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

const rowJson = jsonObject([
  asJson("projectNumber", sql`${pj}.project_number`),
  asJson("reference", sql`${pj}.reference`),
  asJson("customer", sql`${pj}.customer_name`),
  asJson("customerDebtorCode", sql`${pj}.customer_debtor_code`),
  asJson("product", sql`${pm}.product`),
  asJson("commission", sql`${pm}.commission`),
  asJson("supplier", sql`${pm}.supplier`),
  asJson("material", sql`${pm}.material`),
  asJson("goodSide", sql`${pm}.good_side`),
  asJson("status", sql`entries.status`),
  asJson("amount", sql`${pm}.amount`),
  ["date", sql`${pm}.date`, "timestamp"],
  asJson("sbnId", sql`${pm}.sbn_id`),
  asJson("sbnKey", sql`${pm}.sbn_key`),
  asJson("eanCode", sql`${pm}.ean_code`),
  asJson("materialColor", sql`${pm}.material_color`),
  ["polygons", polygonsJson, "json"],
  ["polygonProjectMaterials", sql`entries.list`, "json"],
]);

/** The statement of findMatchingRowsJson (also for EXPLAIN). */
export function matchingPageStatement(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): SQL {
  const m = projectMaterials;
  const where = and(...conditions(db, query));
  const readsProjects = query.search !== undefined || query.sort === "projectNumber";
  const pageOrder = orderOf(query, {
    date: m.date,
    projectNumber: projects.projectNumber,
    material: m.material,
    id: m.id,
  });
  // The same order again over the page's own rows, for the aggregate.
  const rowOrder = orderOf(query, {
    date: sql`${pm}.date`,
    projectNumber: sql`${pj}.project_number`,
    material: sql`${pm}.material`,
    id: sql`${pm}.id`,
  });
  return sql`select ${jsonArray(rowJson, sql.join(rowOrder, sql`, `))} as results
    from (
      select ${m.id} as id from ${m}
      ${readsProjects ? sql`inner join ${projects} on ${projects.id} = ${m.productionProjectId}` : sql``}
      ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(pageOrder, sql`, `)}
      limit ${page.take} offset ${page.skip}
    ) as page
    inner join ${m} as ${pm} on ${pm}.id = page.id
    inner join ${projects} as ${pj} on ${pj}.id = ${pm}.production_project_id
    left join lateral (
      select ${jsonArray(entryJson, sql`${e}.id`)} as list,
        case
          when bool_or(${e}.has_defect) then 'defect'
          when count(*) filter (where ${e}.is_matched) = 0 then 'unmatched'
          when bool_and(${e}.is_matched) then 'matched'
          else 'partial'
        end as status
      from ${polygonMaterials} as ${e}
      where ${e}.production_project_material_id = ${pm}.id
    ) as entries on true`;
}
