// The matching list: one row per project material, with its project, the
// polygons that use it, their material entries and the row's status. One
// statement that writes the page as JSON text: the page itself (LIMIT/OFFSET
// on an indexed order), then per row its entries and polygons by index. On
// PGlite, handing over one text value is far cheaper than typed rows that
// JavaScript then reshapes and serialises again.
import { and, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { polygonMaterials, polygons, projectMaterials, projects } from "../schema";
import { conditions, orderOf, type MatchingQuery } from "./matching-filters";

/** A timestamptz as the API writes every timestamp: ISO 8601 in UTC with milliseconds (`Date#toISOString`). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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

/** The statement of findMatchingRowsJson (also for EXPLAIN). */
export function matchingPageStatement(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): SQL {
  const m = projectMaterials;
  const where = and(...conditions(db, query));
  const pageOrder = orderOf(query, {
    date: m.date,
    projectNumber: projects.projectNumber,
    material: m.material,
    id: m.id,
  });
  // The same order again over the page's own columns, for the aggregate.
  const rowOrder = orderOf(query, {
    date: sql`pg.date`,
    projectNumber: sql`pg.project_number`,
    material: sql`pg.material`,
    id: sql`pg.id`,
  });
  return sql`select coalesce(json_agg(json_build_object(
        'projectNumber', pg.project_number, 'reference', pg.reference, 'customer', pg.customer_name,
        'customerDebtorCode', pg.customer_debtor_code, 'product', pg.product, 'commission', pg.commission,
        'supplier', pg.supplier, 'material', pg.material, 'goodSide', pg.good_side,
        'status', entries.status, 'amount', pg.amount, 'date', ${isoText(sql`pg.date`)},
        'sbnId', pg.sbn_id, 'sbnKey', pg.sbn_key, 'eanCode', pg.ean_code, 'materialColor', pg.material_color,
        'polygons', coalesce((
          select json_agg(json_build_object(
            'id', pol.id, 'polygonId', pol.polygon_id,
            'productionProjectId', pol.production_project_id, 'subnumber', pol.subnumber
          ) order by pol.id)
          from ${polygons} as pol
          where pol.id in (
            select e.production_polygon_id from ${polygonMaterials} as e
            where e.production_project_material_id = pg.id
          )
        ), '[]'::json),
        'polygonProjectMaterials', coalesce(entries.list, '[]'::json)
      ) order by ${sql.join(rowOrder, sql`, `)}), '[]'::json)::text as results
    from (
      select ${m.id} as id, ${projects.projectNumber} as project_number, ${projects.reference} as reference,
        ${projects.customerName} as customer_name, ${projects.customerDebtorCode} as customer_debtor_code,
        ${m.product} as product, ${m.commission} as commission, ${m.supplier} as supplier,
        ${m.material} as material, ${m.goodSide} as good_side, ${m.amount} as amount, ${m.date} as date,
        ${m.sbnId} as sbn_id, ${m.sbnKey} as sbn_key, ${m.eanCode} as ean_code,
        ${m.materialColor} as material_color
      from ${m} inner join ${projects} on ${projects.id} = ${m.productionProjectId}
      ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(pageOrder, sql`, `)}
      limit ${page.take} offset ${page.skip}
    ) as pg
    left join lateral (
      select
        json_agg(json_build_object(
          'id', e.id, 'polygonProjectMaterialId', e.polygon_project_material_id,
          'hasDefect', e.has_defect, 'hadDefect', e.had_defect, 'isMatched', e.is_matched,
          'matchedAt', ${isoText(sql`e.matched_at`)},
          'productionPolygonId', e.production_polygon_id, 'productionProjectMaterialId', pg.id
        ) order by e.id) as list,
        case
          when bool_or(e.has_defect) then 'defect'
          when count(*) filter (where e.is_matched) = 0 then 'unmatched'
          when bool_and(e.is_matched) then 'matched'
          else 'partial'
        end as status
      from ${polygonMaterials} as e
      where e.production_project_material_id = pg.id
    ) as entries on true`;
}
