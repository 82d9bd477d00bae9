// The quantity a matcher takes for an entry: the order spec's quantity of the
// row's material on the entry's order line (lib/polygons/quantity.ts).
import type { MatchingBrowseResult } from "@/lib/production-api/schemas";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecsOf, type KeptOrderSpec } from "@/lib/polygons/order-specs";
import { quantityOf as quantityOfMaterial, type MaterialQuantity } from "@/lib/polygons/quantity";

export type EntryQuantity = MaterialQuantity;

function quantityOf(spec: KeptOrderSpec | undefined, cpqPolygonId: number, ean: string | null) {
  const item = spec?.orderSpec.items.find((i) => i.id === cpqPolygonId);
  const material = item?.materials.find((m) => ean !== null && m.material?.eanCode === ean);
  return material ? quantityOfMaterial(material) : null;
}

/** The page with each entry's quantity to take, by entry id (absent where the spec does not say). */
export async function withQuantities<Page extends MatchingBrowseResult>(
  upstream: ProductionApiClient,
  page: Page,
): Promise<Page & { quantities: Record<string, EntryQuantity> }> {
  let specs: Map<number, KeptOrderSpec>;
  try {
    specs = await orderSpecsOf(
      upstream,
      page.results.flatMap((row) => row.polygons.map((p) => p.productionProjectId)),
    );
  } catch (error) {
    // The rows are what the matcher needs: without the specs they come without quantities.
    console.warn("[matching] order specs unavailable:", error instanceof Error ? error.message : error);
    return { ...page, quantities: {} };
  }
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
