// The quantity a matcher takes for an entry: the order spec's quantity of the
// row's material on the entry's order line, with its unit (read from the
// spec's quantity text, "7.7 m"), so the screen can write it in the
// employee's own number format ("7,7 m").
import type { OrderSpec, MatchingBrowseResult } from "@/lib/production-api/schemas";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecsOf } from "@/lib/polygons/order-specs";

export type EntryQuantity = { amount: number; unit: string | null };

/** "7.7 m" → "m"; "3 st" → "st"; null without a unit. */
export function unitOf(quantityDescription: string | null): string | null {
  const unit = quantityDescription?.trim().replace(/^[-+]?[\d.,]+\s*/, "") ?? "";
  return unit === "" ? null : unit;
}

function quantityOf(spec: OrderSpec | undefined, cpqPolygonId: number, ean: string | null) {
  const item = spec?.orderSpec.items.find((i) => i.id === cpqPolygonId);
  const material = item?.materials.find((m) => ean !== null && m.material?.eanCode === ean);
  const amount = material?.calcQuantity ?? material?.saleQuantity ?? null;
  return material && amount !== null ? { amount, unit: unitOf(material.quantityDescription) } : null;
}

/** The page with each entry's quantity to take, by entry id (absent where the spec does not say). */
export async function withQuantities<Page extends MatchingBrowseResult>(
  upstream: ProductionApiClient,
  page: Page,
): Promise<Page & { quantities: Record<string, EntryQuantity> }> {
  const specs = await orderSpecsOf(
    upstream,
    page.results.flatMap((row) => row.polygons.map((p) => p.productionProjectId)),
  );
  const quantities: Record<string, EntryQuantity> = {};
  for (const row of page.results) {
    for (const entry of row.polygonProjectMaterials) {
      const polygon = row.polygons.find((p) => p.id === entry.productionPolygonId);
      if (!polygon) continue;
      const quantity = quantityOf(specs.get(polygon.productionProjectId), polygon.polygonId, row.eanCode);
      if (quantity) quantities[entry.id] = quantity;
    }
  }
  return { ...page, quantities };
}
