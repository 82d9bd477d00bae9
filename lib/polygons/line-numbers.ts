// The order line of each production polygon on a page of matching rows, so an
// entry is named "line 5 · P0134" like everywhere else (lib/polygons/floor-labels.ts).
// Read from the projects' order specs (cached in order-specs.ts).
import type { KeptOrderSpec } from "./order-specs";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { MatchingBrowseResult } from "@/lib/production-api/schemas";
import { orderSpecsOf } from "./order-specs";

/** The page with `lines`: line number by production polygon id (absent where the order spec has none). */
export async function withLineNumbers<Page extends MatchingBrowseResult>(
  upstream: ProductionApiClient,
  page: Page,
) {
  const polygons = page.results.flatMap((row) => row.polygons);
  // The rows matter more than their line numbers: without the order specs the entries keep their job codes.
  const specs = await orderSpecsOf(
    upstream,
    polygons.map((p) => p.productionProjectId),
  ).catch((error: unknown) => {
    console.warn("[matching] order specs unavailable, entries named by job code only:", error);
    return new Map<number, KeptOrderSpec>();
  });
  const lines: Record<string, number> = {};
  for (const polygon of polygons) {
    const item = specs
      .get(polygon.productionProjectId)
      ?.orderSpec.items.find((i) => i.id === polygon.polygonId);
    if (item) lines[polygon.id] = item.lineNumber;
  }
  return { ...page, lines };
}
