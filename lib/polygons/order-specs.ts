// Order specs of production projects, read once every ten minutes at most per
// project: a station's page or a sheet of tickets needs the same few dozen again
// and again (each a call of ~100 ms at 100,000 polygons), and an order spec does
// not change once the project is in production.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { KeptOrderSpec, KeptOrderSpecItem } from "@/lib/production-api/kept-order-spec";
import { processWide } from "@/lib/base/process-wide";

export type {
  KeptOrderSpec,
  KeptOrderSpecItem,
  KeptOrderSpecMaterial,
} from "@/lib/production-api/kept-order-spec";

const ttlMs = 10 * 60_000;
// Every project of a 100,000-polygon workshop (20,000 projects): with room for 5,000 only,
// each cut list at 100k read thousands of order specs again, and held the thread in GC.
const maxEntries = 25_000;
// Process-wide: the start-up warm-up (instrumentation) and the routes share it.
const cache = processWide(
  "order-specs",
  () => new Map<number, { at: number; spec: Promise<KeptOrderSpec> }>(),
);

function orderSpecOf(upstream: ProductionApiClient, productionProjectId: number): Promise<KeptOrderSpec> {
  const now = Date.now();
  const hit = cache.get(productionProjectId);
  if (hit && now - hit.at < ttlMs) return hit.spec;
  // Read, checked and cut down to what is kept on the worker pool (a view: lib/production-api/views.ts).
  const spec = upstream.view("kept-order-spec", { productionProjectId });
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? productionProjectId);
  cache.set(productionProjectId, { at: now, spec });
  spec.catch(() => cache.delete(productionProjectId));
  return spec;
}

/** The order specs of these projects, a few at a time. */
export async function orderSpecsOf(
  upstream: ProductionApiClient,
  productionProjectIds: number[],
): Promise<Map<number, KeptOrderSpec>> {
  const unique = [...new Set(productionProjectIds)];
  const specs: KeptOrderSpec[] = [];
  for (let i = 0; i < unique.length; i += 16) {
    specs.push(...(await Promise.all(unique.slice(i, i + 16).map((id) => orderSpecOf(upstream, id)))));
  }
  return new Map(specs.map((spec) => [spec.productionProjectId, spec]));
}

/** The customer as every screen and label names them: the company when there is one, else the person. */
const customerOf = (spec: KeptOrderSpec | undefined) =>
  spec?.orderSpec.customer?.company ?? spec?.orderSpec.customer?.name ?? null;

/** The product as every screen and label names it: the model, else the line's own description, else its category. */
const productOf = (item: KeptOrderSpecItem | undefined) =>
  item?.model?.description ?? item?.model?.value ?? item?.description ?? item?.productCategory ?? null;

/**
 * The one summary of an order line (a CPQ polygon of the project): what a card,
 * a ticket, a label and a list row show. Every screen builds it here.
 */
export function lineSummary(spec: KeptOrderSpec | undefined, cpqPolygonId: number) {
  const item = spec?.orderSpec.items.find((i) => i.id === cpqPolygonId);
  const main = item?.materials.find((m) => m.isMainCategory) ?? item?.materials[0];
  return {
    projectNumber: spec?.orderSpec.projectNumber ?? null,
    reference: spec?.orderSpec.reference ?? null,
    customer: customerOf(spec),
    lineNumber: item?.lineNumber ?? null,
    product: productOf(item),
    description: item?.description ?? null,
    width: item?.width ?? null,
    height: item?.height ?? null,
    mainMaterial: main?.material
      ? { description: main.material.description ?? main.name, color: main.material.color }
      : null,
  };
}
export type LineSummary = ReturnType<typeof lineSummary>;

/** What a supervisor's list row names a line by: project, customer, order line and product. */
export const lineNameOf = ({ projectNumber, customer, lineNumber, product }: LineSummary) => ({
  projectNumber,
  customer,
  lineNumber,
  product,
});

/** One polygon's line summary, its project's order spec read through the cache. */
export async function lineSummaryOf(
  upstream: ProductionApiClient,
  polygon: { productionProjectId: number; polygonId: number },
) {
  return lineSummary(await orderSpecOf(upstream, polygon.productionProjectId), polygon.polygonId);
}

/** One project's order spec, through the cache. */
export async function orderSpecOfProject(upstream: ProductionApiClient, productionProjectId: number) {
  return orderSpecOf(upstream, productionProjectId);
}
