// What a lot's page shows of each of its lines, read for all of them at once
// rather than three upstream calls a line (at 100,000 polygons a lot of a year
// of cuts took seconds that way): the status, project and order line from the
// shared status lists in memory (lib/shared-lists/status-lists.ts, every status
// of the workflow, kept for the stations and the supervisor), the order lines
// and packages with one set-based read each when the upstream is this server's
// embedded API in process (lib/server/embedded-api.ts). A real upstream gives
// the order lines from the kept order specs and the packages line by line.
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { currentStatusOf } from "@/lib/polygons/polygons";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { polygonsAtStatus, type SlimPolygon } from "@/lib/shared-lists/status-lists";
import type { Workflow } from "@/lib/workflow/schemas";

/** A line's polygon as the trace needs it; null: deleted upstream. */
export type LinePolygon = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  status: number | null;
};

export type LineOrder = {
  projectNumber: string | null;
  customer: string | null;
  lineNumber: number | null;
  product: string | null;
};

export type LinePackage = { barcode: string; isPacked: boolean };

/** Set-based reads of many lines (lib/server/embedded-api.ts's embeddedTraceReads). */
export type TraceReads = {
  orderLinesOf: (ids: readonly number[]) => Promise<({ productionPolygonId: number } & LineOrder)[]>;
  packagesOf: (
    ids: readonly number[],
  ) => Promise<{ productionPolygonId: number; barcode: string; packedAt: string | null }[]>;
};

/** Upstream reads side by side, a few at a time (as lib/polygons reads order specs). */
const readsAtOnce = 16;

async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += readsAtOnce) {
    out.push(...(await Promise.all(items.slice(i, i + readsAtOnce).map(read))));
  }
  return out;
}

/** A line deleted upstream is shown without its details, never an error of the whole trace. */
async function orGone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProductionApiError && error.kind === "problem" && error.status === 404) return null;
    throw error;
  }
}

const fromSlim = (slim: SlimPolygon): LinePolygon => ({
  id: slim.id,
  polygonId: slim.polygonId,
  productionProjectId: slim.productionProjectId,
  status: slim.statuses.current?.value ?? null,
});

/** The lines' polygons that the kept status lists hold (one per status value of the workflow, loaded at the server's start). */
export async function keptLinePolygons(
  upstream: ProductionApiClient,
  workflow: Workflow,
  ids: readonly number[],
): Promise<Map<number, LinePolygon>> {
  const newest = new Map<number, SlimPolygon>();
  if (ids.length === 0) return new Map();
  const lists = await Promise.all(
    [...new Set(workflow.statuses.map((s) => s.value))].map((value) => polygonsAtStatus(upstream, value)),
  );
  for (const list of lists) {
    for (const id of ids) {
      const slim = list.get(id);
      const kept = newest.get(id);
      // A polygon that moved while the lists were read may be in two: its newest status wins.
      if (
        slim &&
        (!kept || (slim.statuses.current?.assignedAtMs ?? 0) > (kept.statuses.current?.assignedAtMs ?? 0))
      )
        newest.set(id, slim);
    }
  }
  return new Map([...newest].map(([id, slim]) => [id, fromSlim(slim)]));
}

/**
 * The lines' polygons from the kept status lists; a line no list holds (no
 * status of the workflow, or just made) is read from the upstream. `isFresh`:
 * every line read from the upstream (a recall decides on the statuses it reads).
 */
export async function linePolygons(
  upstream: ProductionApiClient,
  workflow: Workflow,
  ids: readonly number[],
  { isFresh = false }: { isFresh?: boolean } = {},
): Promise<Map<number, LinePolygon | null>> {
  const found = new Map<number, LinePolygon | null>(
    isFresh ? [] : await keptLinePolygons(upstream, workflow, ids),
  );
  const missing = ids.filter((id) => !found.has(id));
  const read = await inBatches(missing, (id) => orGone(upstream.polygon.getById({ id })));
  missing.forEach((id, i) => {
    const polygon = read[i];
    found.set(
      id,
      polygon
        ? {
            id,
            polygonId: polygon.polygonId,
            productionProjectId: polygon.productionProjectId,
            status: currentStatusOf(polygon)?.productionStatusValue ?? null,
          }
        : null,
    );
  });
  return found;
}

/** The lines' order lines: set-based when the reads are given, else from the kept order specs. */
export async function lineOrders(
  upstream: ProductionApiClient,
  reads: TraceReads | null,
  polygons: readonly LinePolygon[],
): Promise<Map<number, LineOrder>> {
  if (reads) {
    const rows = await reads.orderLinesOf(polygons.map((p) => p.id));
    return new Map(rows.map(({ productionPolygonId, ...order }) => [productionPolygonId, order]));
  }
  const specs = await orderSpecsOf(
    upstream,
    polygons.map((p) => p.productionProjectId),
  );
  return new Map(
    polygons.map((p) => {
      const { projectNumber, customer, lineNumber, product } = lineSummary(
        specs.get(p.productionProjectId),
        p.polygonId,
      );
      return [p.id, { projectNumber, customer, lineNumber, product }];
    }),
  );
}

/** The lines' packages: one set-based read when the reads are given, else one upstream read a line. */
export async function linePackages(
  upstream: ProductionApiClient,
  reads: TraceReads | null,
  ids: readonly number[],
): Promise<Map<number, LinePackage[]>> {
  const packages = new Map<number, LinePackage[]>(ids.map((id) => [id, []]));
  const rows = reads
    ? await reads.packagesOf(ids)
    : (
        await inBatches(ids, (productionPolygonId) =>
          orGone(upstream.polygonPackage.getByPolygon({ productionPolygonId })),
        )
      ).flatMap((read) => read ?? []);
  for (const row of rows)
    packages.get(row.productionPolygonId)?.push({ barcode: row.barcode, isPacked: row.packedAt !== null });
  return packages;
}
