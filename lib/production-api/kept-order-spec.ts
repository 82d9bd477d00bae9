// An order spec as the app's order-spec cache keeps it (lib/polygons/order-specs.ts):
// made where the answer is read (a view, views.ts), on the worker pool, so the
// request thread neither parses nor checks the whole spec (19.5 KB each, one per
// project: a Cut list at 100,000 polygons reads 6,800 of them) nor holds it.
import type { OrderSpec } from "./schemas";

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
