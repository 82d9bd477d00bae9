// The lot trace's reads of many lines at once (lib/trace/trace-lot.ts), when
// this embedded API is the app server's upstream, in process: one statement for
// the lines' order lines (project number, customer, line number, product, as
// lib/polygons/order-specs.ts's lineSummary names them from the stored order
// spec) and one for their packages, instead of an order spec per project
// (~100 ms each at 100,000 polygons) and a package read per line.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db/client";

/** What a lot's line shows of its order line (null where the order spec has none). */
export type TraceOrderLine = {
  productionPolygonId: number;
  productionProjectId: number;
  projectNumber: string | null;
  customer: string | null;
  lineNumber: number | null;
  product: string | null;
};

export type TracePackage = { productionPolygonId: number; barcode: string; packedAt: string | null };

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

/**
 * The order lines of these polygons, from their projects' stored order specs:
 * the customer is the company, else the person; the product the model's
 * description, else its value, else the line's description, else its category.
 */
export async function findTraceOrderLines(
  db: Database,
  productionPolygonIds: readonly number[],
): Promise<TraceOrderLine[]> {
  if (productionPolygonIds.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    project_id: number;
    project_number: string | null;
    customer: string | null;
    line_number: number | string | null;
    product: string | null;
  }>(
    db,
    sql`select pg.id, pg.production_project_id as project_id,
          p.order_spec->>'projectNumber' as project_number,
          coalesce(p.order_spec->'customer'->>'company', p.order_spec->'customer'->>'name') as customer,
          (item->>'lineNumber')::int as line_number,
          coalesce(item->'model'->>'description', item->'model'->>'value', item->>'description',
            item->>'productCategory') as product
        from production_api.polygons pg
        join production_api.projects p on p.id = pg.production_project_id
        left join lateral (
          select i as item from jsonb_array_elements(
            case when jsonb_typeof(p.order_spec->'items') = 'array' then p.order_spec->'items' else '[]'::jsonb end
          ) i
          where i->>'id' = pg.polygon_id::text limit 1
        ) line on true
        where pg.id = any(${idArray(productionPolygonIds)}::int[])`,
  );
  return rows.map((row) => ({
    productionPolygonId: Number(row.id),
    productionProjectId: Number(row.project_id),
    projectNumber: row.project_number,
    customer: row.customer,
    lineNumber: row.line_number === null ? null : Number(row.line_number),
    product: row.product,
  }));
}

/** The packages of these polygons (their barcode and when packed), in id order. */
export async function findTracePackages(
  db: Database,
  productionPolygonIds: readonly number[],
): Promise<TracePackage[]> {
  if (productionPolygonIds.length === 0) return [];
  const rows = await queryRows<{ polygon_id: number; barcode: string; packed_at: Date | string | null }>(
    db,
    sql`select production_polygon_id as polygon_id, barcode, packed_at
        from production_api.polygon_packages
        where production_polygon_id = any(${idArray(productionPolygonIds)}::int[])
        order by id`,
  );
  return rows.map((row) => ({
    productionPolygonId: Number(row.polygon_id),
    barcode: row.barcode,
    packedAt: row.packed_at === null ? null : new Date(row.packed_at).toISOString(),
  }));
}

/** Both reads over one database (the app's, which holds the embedded API's tables when it is in process). */
export const traceReadsOver = (db: Database) => ({
  orderLinesOf: (ids: readonly number[]) => findTraceOrderLines(db, ids),
  packagesOf: (ids: readonly number[]) => findTracePackages(db, ids),
});
