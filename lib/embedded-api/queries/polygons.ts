// ProductionPolygon wire objects with their status history and material
// entries, loaded for a set of polygons in three queries (never one per polygon),
// 1,000 polygons at a time with a pause between slices: the server runs PGlite
// on its one thread, and a list of 20,000 polygons in one go would hold every
// other request for seconds.
import { asc, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import type { productionPolygonSchema } from "@/lib/production-api/schemas";
import { iso } from "../context";
import { polygonMaterials, polygons, polygonStatuses } from "../schema";
import { groupBy } from "./group-by";
import { anyId } from "./ids";

export type PolygonWire = z.input<typeof productionPolygonSchema>;
type StatusWire = NonNullable<PolygonWire["statuses"]>[number];
type MaterialWire = NonNullable<PolygonWire["materials"]>[number];

const polygonColumns = {
  id: polygons.id,
  polygonId: polygons.polygonId,
  productionProjectId: polygons.productionProjectId,
  subnumber: polygons.subnumber,
  productionPackageId: polygons.productionPackageId,
  finishAt: polygons.finishAt,
  deliverAt: polygons.deliverAt,
  productionValue: polygons.productionValue,
};

export type PolygonRow = Pick<typeof polygons.$inferSelect, keyof typeof polygonColumns>;

/** Polygon rows matching a condition, ordered by id. */
export function selectPolygonRows(db: Database, where: SQL | undefined): Promise<PolygonRow[]> {
  return db.select(polygonColumns).from(polygons).where(where).orderBy(asc(polygons.id));
}

type MaterialEntryRow = Pick<
  typeof polygonMaterials.$inferSelect,
  "id" | "polygonProjectMaterialId" | "hasDefect" | "hadDefect" | "isMatched" | "matchedAt"
>;

export const toMaterialEntry = (row: MaterialEntryRow): MaterialWire => ({
  id: row.id,
  polygonProjectMaterialId: row.polygonProjectMaterialId,
  hasDefect: row.hasDefect,
  hadDefect: row.hadDefect,
  isMatched: row.isMatched,
  matchedAt: iso(row.matchedAt),
});

/** The rows as wire polygons, with statuses (by assignedAt, id) and materials (by id): two more queries. */
export async function withDetails(db: Database, rows: PolygonRow[]): Promise<PolygonWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [statusRows, materialRows] = await Promise.all([
    db
      .select()
      .from(polygonStatuses)
      .where(anyId(polygonStatuses.productionPolygonId, ids))
      .orderBy(
        asc(polygonStatuses.productionPolygonId),
        asc(polygonStatuses.assignedAt),
        asc(polygonStatuses.id),
      ),
    db
      .select()
      .from(polygonMaterials)
      .where(anyId(polygonMaterials.productionPolygonId, ids))
      .orderBy(asc(polygonMaterials.id)),
  ]);
  const statusesOf = groupBy(statusRows, (row) => row.productionPolygonId);
  const materialsOf = groupBy(materialRows, (row) => row.productionPolygonId);
  return rows.map((row) => ({
    id: row.id,
    polygonId: row.polygonId,
    productionProjectId: row.productionProjectId,
    subnumber: row.subnumber,
    productionPackageId: row.productionPackageId,
    finishAt: iso(row.finishAt),
    deliverAt: iso(row.deliverAt),
    productionValue: row.productionValue,
    statuses: (statusesOf.get(row.id) ?? []).map((status): StatusWire => ({
      id: status.id,
      productionPolygonId: status.productionPolygonId,
      productionStatusId: status.productionStatusId,
      productionStatusValue: status.productionStatusValue,
      hubEmployeeId: status.hubEmployeeId,
      remarks: status.remarks,
      assignedAt: iso(status.assignedAt),
    })),
    materials: (materialsOf.get(row.id) ?? []).map(toMaterialEntry),
  }));
}

const sliceSize = 1_000;

/** Lets the requests waiting meanwhile run (their queries go before the next slice's). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The polygons with these ids (unknown ids are absent), ordered by id, a slice at a time. */
export async function loadPolygons(db: Database, polygonIds: readonly number[]): Promise<PolygonWire[]> {
  const ids = [...new Set(polygonIds)].sort((a, b) => a - b);
  const loaded: PolygonWire[] = [];
  for (let start = 0; start < ids.length; start += sliceSize) {
    if (start > 0) await yieldToOthers();
    const slice = ids.slice(start, start + sliceSize);
    loaded.push(...(await withDetails(db, await selectPolygonRows(db, anyId(polygons.id, slice)))));
  }
  return loaded;
}
