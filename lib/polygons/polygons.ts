// Reading polygons the way the screens need them: the current status (the
// entry with the latest assignedAt, ties: highest id), the history newest
// first, and a short summary with the project number and order line.
import type { KeptOrderSpec } from "./order-specs";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon, ProductionPolygonStatus } from "@/lib/production-api/schemas";
import { lineSummary } from "./order-specs";

const newestFirst = (a: ProductionPolygonStatus, b: ProductionPolygonStatus) =>
  Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id;

export function statusHistoryOf(polygon: ProductionPolygon): ProductionPolygonStatus[] {
  return [...polygon.statuses].sort(newestFirst);
}

/** What every view of a polygon names it by (its production and CPQ ids, project, subnumber) and its dates. */
export type PolygonHead = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  subnumber: number | null;
  finishAt: string | null;
  deliverAt: string | null;
};

/** A polygon's head, its subnumber typed as the source has it. */
export const polygonHead = <P extends PolygonHead>(polygon: P) => ({
  id: polygon.id,
  polygonId: polygon.polygonId,
  productionProjectId: polygon.productionProjectId,
  subnumber: polygon.subnumber,
  finishAt: polygon.finishAt,
  deliverAt: polygon.deliverAt,
});

export function currentStatusOf(polygon: ProductionPolygon): ProductionPolygonStatus | null {
  return statusHistoryOf(polygon)[0] ?? null;
}

/** Polygons by production id, one call each (the upstream has no batch read by production id). */
export async function polygonsById(
  upstream: ProductionApiClient,
  productionPolygonIds: number[],
): Promise<Map<number, ProductionPolygon>> {
  const unique = [...new Set(productionPolygonIds)];
  const polygons: ProductionPolygon[] = [];
  // A few at a time, so a long queue does not open hundreds of connections at once.
  for (let i = 0; i < unique.length; i += 8) {
    const batch = unique.slice(i, i + 8);
    polygons.push(...(await Promise.all(batch.map((id) => upstream.polygon.getById({ id })))));
  }
  return new Map(polygons.map((polygon) => [polygon.id, polygon]));
}

type LineIds = Pick<PolygonHead, "id" | "polygonId" | "productionProjectId"> & { subnumber: unknown };

/** A list row's line: the polygon's ids and the one summary of its order line (lineSummary). */
export const lineRowOf = <P extends LineIds>(polygon: P, spec: KeptOrderSpec | undefined) => ({
  id: polygon.id,
  polygonId: polygon.polygonId,
  productionProjectId: polygon.productionProjectId,
  subnumber: polygon.subnumber,
  ...lineSummary(spec, polygon.polygonId),
});

/** What a list row shows about a polygon: its order line (the one line summary) and its current status. */
export function polygonSummary(polygon: ProductionPolygon, spec: KeptOrderSpec | undefined) {
  const current = currentStatusOf(polygon);
  return {
    ...lineRowOf(polygon, spec),
    finishAt: polygon.finishAt,
    currentStatusValue: current?.productionStatusValue ?? null,
    currentStatusAssignedAt: current?.assignedAt ?? null,
  };
}
export type PolygonSummary = ReturnType<typeof polygonSummary>;
