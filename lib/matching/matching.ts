// Material matching: browse the material entries with filters and paging,
// mark an entry matched or unmatched, defective or repaired, and list the
// polygons that still wait for a material.
import { z } from "zod";
import { multiLineText } from "@/lib/base/text";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { matchingBrowseBody } from "@/lib/production-api/schemas";
import { scannedLabelSchema } from "@/lib/polygons/material-lots";
import { hintPolygonOfEntry, unmatchedPolygons } from "@/lib/shared-lists/unmatched-list";

export { matchingBrowseBody };
const note = multiLineText().trim().max(500, "at most 500 characters").optional();
/**
 * The polygon the tablet saw the entry on (matching/browse gives it): a hint for
 * finding the polygon to re-read, checked against the polygon's own entries.
 */
const polygonHint = z.number().int().positive().max(2_147_483_647).optional();

/**
 * Unmatching needs a reason. The upstream has no field for it: the route's
 * audit row records the body, so the reason is kept there. A match made by
 * scanning a roll's GS1 label sends what the label said (`label`): its lot is
 * kept, and the polygon is needed to check the roll is the entry's material.
 */
export const setMatchedBody = z
  .object({
    isMatched: z.boolean({ message: "isMatched must be true or false" }),
    reason: note,
    productionPolygonId: polygonHint,
    label: scannedLabelSchema.optional(),
  })
  .refine((body) => body.isMatched || Boolean(body.reason), {
    path: ["reason"],
    message: "A reason is required to unmatch an entry",
  })
  .refine((body) => !body.label || (body.isMatched && body.productionPolygonId !== undefined), {
    path: ["label"],
    message: "A label goes with a match, and with the entry's polygon",
  });

/**
 * true: found defective, with a remark (kept in the audit row, as above);
 * false: repaired (the entry keeps `hadDefect`).
 */
export const setDefectBody = z
  .object({
    hasDefect: z.boolean({ message: "hasDefect must be true or false" }),
    remark: note,
    productionPolygonId: polygonHint,
  })
  .refine((body) => !body.hasDefect || Boolean(body.remark), {
    path: ["remark"],
    message: "A remark is required to report a defect",
  });

export async function browseMatching(
  upstream: ProductionApiClient,
  filters: z.output<typeof matchingBrowseBody>,
) {
  return upstream.matching.browse(filters);
}

export async function setMaterialMatched(
  upstream: ProductionApiClient,
  id: number,
  isMatched: boolean,
  polygonHint?: number,
) {
  hintPolygonOfEntry(id, polygonHint);
  return upstream.polygon.setProjectMaterialMatched({ id, isMatched });
}

export async function setMaterialDefect(
  upstream: ProductionApiClient,
  id: number,
  hasDefect: boolean,
  polygonHint?: number,
) {
  hintPolygonOfEntry(id, polygonHint);
  let entry = await upstream.polygon.setProjectMaterialHasDefect({ id, hasDefect });
  // The supplement says a defect also sets hadDefect; an upstream that does not gets it set here,
  // so a repaired entry always shows it once had one.
  if (entry.hasDefect && !entry.hadDefect) {
    entry = await upstream.polygon.setProjectMaterialHadDefect({ id, hadDefect: true });
  }
  return entry;
}

/**
 * Every polygon still waiting for a material, whole, as the upstream answers
 * now (the kept list, lib/shared-lists/unmatched-list.ts, holds their digests
 * only). No screen asks it: 20 MB at 100,000 polygons, read on the worker pool.
 */
export async function listUnmatchedPolygons(upstream: ProductionApiClient) {
  return upstream.polygon.getUnmatched();
}

/** Only the number, for the matching screen's counter (the full list is large). */
export async function countUnmatchedPolygons(upstream: ProductionApiClient) {
  return { count: (await unmatchedPolygons(upstream)).size };
}
