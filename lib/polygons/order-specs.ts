// Order specs of production projects, read once every ten minutes at most per
// project: a station's page or a sheet of tickets needs the same few dozen again
// and again (each a call of ~100 ms at 100,000 polygons), and an order spec does
// not change once the project is in production.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { OrderSpec } from "@/lib/production-api/schemas";
import { processWide } from "@/lib/base/process-wide";

const ttlMs = 10 * 60_000;
// Every project of a 100,000-polygon workshop (20,000 projects): with room for 5,000 only,
// each cut list at 100k read thousands of order specs again, and held the thread in GC.
const maxEntries = 25_000;
// Process-wide: the start-up warm-up (instrumentation) and the routes share it.
const cache = processWide(
  "order-specs",
  () => new Map<number, { at: number; spec: Promise<KeptOrderSpec> }>(),
);

type SpecItem = OrderSpec["orderSpec"]["items"][number];
type SpecMaterial = SpecItem["materials"][number];

/**
 * An order spec as the cache keeps it: only what its readers show (the line
 * summary, tickets, quality checks, quantities, the cutting queue). At 100,000
 * polygons the cache holds every project's spec after a cut list; kept whole
 * (each material's properties, attributes, addresses and bills of materials)
 * they were a third of the request thread's live heap (160 of 470 MB, a
 * sampling heap profile of `npm run bench:stall -- --size 100k`), marked by
 * every major collection (docs/architecture.md, "Garbage"). The BOM export and
 * the CPQ pages read the spec itself.
 */
export type KeptOrderSpec = {
  productionProjectId: number;
  orderSpec: Pick<OrderSpec["orderSpec"], "projectNumber" | "reference"> & {
    customer: { name: string | null; company: string | null } | null;
    items: KeptOrderSpecItem[];
  };
};

export type KeptOrderSpecItem = Pick<
  SpecItem,
  | "id"
  | "lineNumber"
  | "description"
  | "productCategory"
  | "width"
  | "height"
  | "isWidthEnabled"
  | "isHeightEnabled"
  | "model"
  | "polygonType"
> & {
  /** Of the line's attributes, those the cutting queue reads: how many polygons make the line, and the fullness. */
  attributes: { parts?: unknown; fullness?: unknown };
  materials: KeptOrderSpecMaterial[];
};

/** A line's material: its visible properties as label and value, the way a ticket prints them. */
export type KeptOrderSpecMaterial = Pick<
  SpecMaterial,
  | "isMainCategory"
  | "interfaceKey"
  | "childCategory"
  | "name"
  | "quantityDescription"
  | "calcQuantity"
  | "saleQuantity"
> & {
  material: Pick<
    NonNullable<SpecMaterial["material"]>,
    "eanCode" | "description" | "color" | "category"
  > | null;
  properties: { label: string | null; value: string | null }[];
};

const keptMaterialOf = (m: SpecMaterial): KeptOrderSpecMaterial => ({
  isMainCategory: m.isMainCategory,
  interfaceKey: m.interfaceKey,
  childCategory: m.childCategory,
  name: m.name,
  quantityDescription: m.quantityDescription,
  calcQuantity: m.calcQuantity,
  saleQuantity: m.saleQuantity,
  material: m.material
    ? {
        eanCode: m.material.eanCode,
        description: m.material.description,
        color: m.material.color,
        category: m.material.category,
      }
    : null,
  properties: m.properties
    .filter((p) => p.isVisible)
    .map((p) => ({
      label: p.displayLabel ?? p.propertyDescription,
      value: p.propertyValueLabel ?? p.propertyValue,
    })),
});

/** An order line as the cache keeps it (also what a test builds a kept line from). */
export const keptItemOf = (item: SpecItem): KeptOrderSpecItem => ({
  id: item.id,
  lineNumber: item.lineNumber,
  description: item.description,
  productCategory: item.productCategory,
  width: item.width,
  height: item.height,
  isWidthEnabled: item.isWidthEnabled,
  isHeightEnabled: item.isHeightEnabled,
  model: item.model,
  polygonType: item.polygonType,
  attributes: {
    ...("parts" in item.attributes ? { parts: item.attributes.parts } : {}),
    ...("fullness" in item.attributes ? { fullness: item.attributes.fullness } : {}),
  },
  materials: item.materials.map(keptMaterialOf),
});

export function keptOf({ productionProjectId, orderSpec }: OrderSpec): KeptOrderSpec {
  const { customer } = orderSpec;
  return {
    productionProjectId,
    orderSpec: {
      projectNumber: orderSpec.projectNumber,
      reference: orderSpec.reference,
      customer: customer ? { name: customer.name, company: customer.company } : null,
      items: orderSpec.items.map(keptItemOf),
    },
  };
}

function orderSpecOf(upstream: ProductionApiClient, productionProjectId: number): Promise<KeptOrderSpec> {
  const now = Date.now();
  const hit = cache.get(productionProjectId);
  if (hit && now - hit.at < ttlMs) return hit.spec;
  const spec = upstream.projectExport.getOrderSpec({ productionProjectId }).then(keptOf);
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
