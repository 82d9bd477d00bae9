// Material matching: browse the material entries with filters and paging,
// mark an entry matched or unmatched, defective or repaired, and list the
// polygons that still wait for a material.
import { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { matchingBrowseBody } from "@/lib/production-api/schemas";

export { matchingBrowseBody };
export const setMatchedBody = z.object({
  isMatched: z.boolean({ message: "isMatched must be true or false" }),
});
/** true: found defective; false: repaired (the entry keeps `hadDefect`). */
export const setDefectBody = z.object({
  hasDefect: z.boolean({ message: "hasDefect must be true or false" }),
});

export async function browseMatching(
  upstream: ProductionApiClient,
  filters: z.output<typeof matchingBrowseBody>,
) {
  return upstream.matching.browse(filters);
}

export async function setMaterialMatched(upstream: ProductionApiClient, id: number, isMatched: boolean) {
  return upstream.polygon.setProjectMaterialMatched({ id, isMatched });
}

export async function setMaterialDefect(upstream: ProductionApiClient, id: number, hasDefect: boolean) {
  return upstream.polygon.setProjectMaterialHasDefect({ id, hasDefect });
}

export async function listUnmatchedPolygons(upstream: ProductionApiClient) {
  return upstream.polygon.getUnmatched();
}
