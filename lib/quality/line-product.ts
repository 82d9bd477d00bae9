// What the checks need of a line from its order: its product type (by the
// names a checklist may use) and the ordered width and drop, in mm.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecOfProject, type KeptOrderSpecItem } from "@/lib/polygons/order-specs";

export type LineProduct = {
  /** The product as the order names it: its polygon type, else its category or model; null when unknown. */
  productType: string | null;
  /** Every name the line's product goes by, lowercased: what a checklist's productType is matched with. */
  names: string[];
  widthMm: number | null;
  dropMm: number | null;
};

const names = (item: KeptOrderSpecItem | undefined) =>
  [
    item?.polygonType?.description,
    item?.polygonType?.code,
    item?.polygonType?.interfaceKey,
    item?.productCategory,
    item?.model?.description,
    item?.model?.value,
  ].flatMap((name) => (name ? [name.trim().toLowerCase()] : []));

/** A size of the order as whole mm, or null where the order has none (a rail has no drop). */
const sizeOf = (size: number | null | undefined, isEnabled: boolean | undefined) =>
  size === null || size === undefined || isEnabled === false ? null : Math.round(size);

export function productOfItem(item: KeptOrderSpecItem | undefined): LineProduct {
  return {
    productType: item?.polygonType?.description ?? item?.productCategory ?? item?.model?.description ?? null,
    names: names(item),
    widthMm: sizeOf(item?.width, item?.isWidthEnabled),
    dropMm: sizeOf(item?.height, item?.isHeightEnabled),
  };
}

/** The line's product and sizes, from its project's order spec (kept for a while: lib/polygons/order-specs.ts). */
export async function lineProduct(
  upstream: ProductionApiClient,
  polygon: { polygonId: number; productionProjectId: number },
): Promise<LineProduct> {
  const spec = await orderSpecOfProject(upstream, polygon.productionProjectId);
  return productOfItem(spec.orderSpec.items.find((item) => item.id === polygon.polygonId));
}
