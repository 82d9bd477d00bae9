// Reading polygons the way the screens need them: the current status (the
// entry with the latest assignedAt, ties: highest id), the history newest
// first, and a short summary with the project number and order line.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon, ProductionPolygonStatus } from "@/lib/production-api/schemas";

const newestFirst = (a: ProductionPolygonStatus, b: ProductionPolygonStatus) =>
  Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id;

export function statusHistoryOf(polygon: ProductionPolygon): ProductionPolygonStatus[] {
  return [...polygon.statuses].sort(newestFirst);
}

export function currentStatusOf(polygon: ProductionPolygon): ProductionPolygonStatus | null {
  return statusHistoryOf(polygon)[0] ?? null;
}

export type ProjectSummary = {
  productionProjectId: number;
  projectNumber: string | null;
  reference: string | null;
  /** Order-spec line per CPQ polygon id (the item id). */
  lines: Map<
    number,
    { lineNumber: number; description: string | null; width: number | null; height: number | null }
  >;
};

/** Project number, reference and order lines of each project, read from the order spec (one call per project). */
export async function projectSummaries(
  upstream: ProductionApiClient,
  productionProjectIds: number[],
): Promise<Map<number, ProjectSummary>> {
  const unique = [...new Set(productionProjectIds)];
  const specs = await Promise.all(
    unique.map((productionProjectId) => upstream.projectExport.getOrderSpec({ productionProjectId })),
  );
  return new Map(
    specs.map(({ productionProjectId, orderSpec }) => [
      productionProjectId,
      {
        productionProjectId,
        projectNumber: orderSpec.projectNumber,
        reference: orderSpec.reference,
        lines: new Map(
          orderSpec.items.map((item) => [
            item.id,
            {
              lineNumber: item.lineNumber,
              description: item.description,
              width: item.width,
              height: item.height,
            },
          ]),
        ),
      },
    ]),
  );
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

/** What a list row shows about a polygon: where it belongs and its current status. */
export function polygonSummary(polygon: ProductionPolygon, project: ProjectSummary | undefined) {
  const current = currentStatusOf(polygon);
  const line = project?.lines.get(polygon.polygonId);
  return {
    id: polygon.id,
    polygonId: polygon.polygonId,
    productionProjectId: polygon.productionProjectId,
    subnumber: polygon.subnumber,
    projectNumber: project?.projectNumber ?? null,
    reference: project?.reference ?? null,
    lineNumber: line?.lineNumber ?? null,
    description: line?.description ?? null,
    width: line?.width ?? null,
    height: line?.height ?? null,
    finishAt: polygon.finishAt,
    currentStatusValue: current?.productionStatusValue ?? null,
    currentStatusAssignedAt: current?.assignedAt ?? null,
  };
}
export type PolygonSummary = ReturnType<typeof polygonSummary>;
