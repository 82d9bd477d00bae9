// Which polygons of a station's page still wait for material: entries not yet
// matched, read from the kept unmatched list (lib/shared-lists/unmatched-list.ts).
// Defective entries come with the polygon itself (SlimPolygon.materialDefects).
import type { ProductionApiClient } from "@/lib/production-api/client";
import { unmatchedPolygons } from "@/lib/shared-lists/unmatched-list";

/** Unmatched entries per polygon id (absent: none). A list that cannot be read warns nothing rather than failing the queue. */
export async function unmatchedEntriesOf(
  upstream: ProductionApiClient,
  polygonIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  let list: Awaited<ReturnType<typeof unmatchedPolygons>>;
  try {
    list = await unmatchedPolygons(upstream);
  } catch (error) {
    console.warn("[stations] unmatched list unavailable:", error instanceof Error ? error.message : error);
    return counts;
  }
  for (const id of polygonIds) {
    const count = list.get(id)?.unmatched ?? 0;
    if (count > 0) counts.set(id, count);
  }
  return counts;
}
