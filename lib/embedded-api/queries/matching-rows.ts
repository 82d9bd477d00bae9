// The matching list: one row per project material, with its project, the
// polygons that use it and their material entries. Two statements: the page
// (LIMIT/OFFSET on indexed order), then the entries of only those rows in one
// query gathered as JSON, which PGlite hands over far faster than typed rows.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@/lib/db/client";
import type { matchingRowSchema, MatchingStatus } from "@/lib/production-api/schemas";
import { iso } from "../context";
import { polygonMaterials, polygons, projectMaterials, projects } from "../schema";
import { conditions, orderOf, type MatchingQuery } from "./matching-filters";

type MatchingRowWire = z.input<typeof matchingRowSchema>;

/** An entry as the statement builds it (json_build_object below). */
const entryJson = z.object({
  projectMaterialId: z.number(),
  id: z.number(),
  polygonId: z.number(),
  productionPolygonId: z.number(),
  productionProjectId: z.number(),
  subnumber: z.number(),
  polygonProjectMaterialId: z.number(),
  hasDefect: z.boolean(),
  hadDefect: z.boolean(),
  isMatched: z.boolean(),
  matchedAt: z.string().nullable(),
});
type Entry = z.infer<typeof entryJson>;
const entriesJson = z.array(entryJson);

/** The entries of the page's rows with their polygons, as one JSON array text (column names as in the migration). */
async function findEntries(db: Database, projectMaterialIds: number[]): Promise<Map<number, Entry[]>> {
  const [row] = await queryRows<{ entries: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
      'projectMaterialId', e.production_project_material_id,
      'id', e.id, 'polygonId', pol.polygon_id, 'productionPolygonId', e.production_polygon_id,
      'productionProjectId', pol.production_project_id, 'subnumber', pol.subnumber,
      'polygonProjectMaterialId', e.polygon_project_material_id, 'hasDefect', e.has_defect,
      'hadDefect', e.had_defect, 'isMatched', e.is_matched, 'matchedAt', e.matched_at
    ) order by e.id), '[]')::text as entries
    from ${polygonMaterials} as e inner join ${polygons} as pol on pol.id = e.production_polygon_id
    where e.production_project_material_id = any(${`{${projectMaterialIds.join(",")}}`}::int[])`,
  );
  const byMaterial = new Map<number, Entry[]>();
  for (const entry of entriesJson.parse(JSON.parse(row?.entries ?? "[]"))) {
    const list = byMaterial.get(entry.projectMaterialId) ?? [];
    list.push(entry);
    byMaterial.set(entry.projectMaterialId, list);
  }
  return byMaterial;
}

function statusOf(entries: readonly Entry[]): MatchingStatus {
  if (entries.some((entry) => entry.hasDefect)) return "defect";
  const matched = entries.filter((entry) => entry.isMatched).length;
  if (matched === 0) return "unmatched";
  return matched === entries.length ? "matched" : "partial";
}

function polygonsOf(entries: readonly Entry[]): MatchingRowWire["polygons"] {
  const byId = new Map(entries.map((entry) => [entry.productionPolygonId, entry]));
  return [...byId.values()]
    .sort((a, b) => a.productionPolygonId - b.productionPolygonId)
    .map((entry) => ({
      id: entry.productionPolygonId,
      polygonId: entry.polygonId,
      productionProjectId: entry.productionProjectId,
      subnumber: entry.subnumber,
    }));
}

const toWireEntry = (entry: Entry, productionProjectMaterialId: number) => ({
  id: entry.id,
  polygonProjectMaterialId: entry.polygonProjectMaterialId,
  hasDefect: entry.hasDefect,
  hadDefect: entry.hadDefect,
  isMatched: entry.isMatched,
  // JSON carries the database's own timestamp text; send it as UTC like every other timestamp.
  matchedAt: entry.matchedAt === null ? null : iso(new Date(entry.matchedAt)),
  productionPolygonId: entry.productionPolygonId,
  productionProjectMaterialId,
});

/** One page of rows in the requested order. */
export async function findMatchingRows(
  db: Database,
  query: MatchingQuery,
  page: { skip: number; take: number },
): Promise<MatchingRowWire[]> {
  const m = projectMaterials;
  const rows = await db
    .select({
      id: m.id,
      projectNumber: projects.projectNumber,
      reference: projects.reference,
      customer: projects.customerName,
      customerDebtorCode: projects.customerDebtorCode,
      product: m.product,
      commission: m.commission,
      supplier: m.supplier,
      material: m.material,
      goodSide: m.goodSide,
      amount: m.amount,
      date: m.date,
      sbnId: m.sbnId,
      sbnKey: m.sbnKey,
      eanCode: m.eanCode,
      materialColor: m.materialColor,
    })
    .from(m)
    .innerJoin(projects, eq(projects.id, m.productionProjectId))
    .where(and(...conditions(db, query)))
    .orderBy(
      ...orderOf(query, {
        date: m.date,
        projectNumber: projects.projectNumber,
        material: m.material,
        id: m.id,
      }),
    )
    .limit(page.take)
    .offset(page.skip);
  const entriesByMaterial = rows.length
    ? await findEntries(
        db,
        rows.map((row) => row.id),
      )
    : new Map<number, Entry[]>();
  return rows.map(({ id, date, ...fields }) => {
    const entries = entriesByMaterial.get(id) ?? [];
    return {
      ...fields,
      date: iso(date),
      status: statusOf(entries),
      polygons: polygonsOf(entries),
      polygonProjectMaterials: entries.map((entry) => toWireEntry(entry, id)),
    };
  });
}
