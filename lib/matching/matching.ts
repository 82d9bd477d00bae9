// Material matching: browse the material entries with filters and paging,
// mark an entry matched or unmatched, defective or repaired, and list the
// polygons that still wait for a material.
import { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { matchingBrowseBody, type ProductionPolygon } from "@/lib/production-api/schemas";
import { markStatusListsStale, notePolygon } from "@/lib/shared-lists/status-lists";
import {
  markUnmatchedStale,
  noteUnmatchedPolygon,
  polygonIdOfEntry,
  unmatchedPolygons,
} from "@/lib/shared-lists/unmatched-list";

export { matchingBrowseBody };
const note = z.string().trim().max(500, "at most 500 characters").optional();
/**
 * The polygon the tablet saw the entry on (matching/browse gives it): a hint for
 * finding the polygon to re-read, checked against the polygon's own entries.
 */
const polygonHint = z.number().int().positive().max(2_147_483_647).optional();

/**
 * Unmatching needs a reason. The upstream has no field for it: the route's
 * audit row records the body, so the reason is kept there.
 */
export const setMatchedBody = z
  .object({
    isMatched: z.boolean({ message: "isMatched must be true or false" }),
    reason: note,
    productionPolygonId: polygonHint,
  })
  .refine((body) => body.isMatched || Boolean(body.reason), {
    path: ["reason"],
    message: "A reason is required to unmatch an entry",
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

/** A polygon by id; null when the upstream has none. */
async function polygonOrNull(upstream: ProductionApiClient, id: number): Promise<ProductionPolygon | null> {
  try {
    return await upstream.polygon.getById({ id });
  } catch (error) {
    if (error instanceof ProductionApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The entry's polygon read afresh: the one the kept unmatched list knows it by,
 * else the one the tablet names; either counts only when it holds the entry.
 */
async function polygonOfEntry(upstream: ProductionApiClient, entryId: number, hint?: number) {
  const candidates = new Set([polygonIdOfEntry(entryId), hint].filter((id) => id !== undefined));
  for (const id of candidates) {
    const polygon = await polygonOrNull(upstream, id);
    if (polygon?.materials.some((m) => m.id === entryId)) return polygon;
  }
  return null;
}

/**
 * After a change of a material entry: the kept lists take its polygon as it is
 * now (the unmatched list; with a defect also the stations' lists, which show
 * defects), or are read afresh when the polygon cannot be found. The change is
 * made either way, so a failure here is logged, not answered.
 */
async function followEntry(
  upstream: ProductionApiClient,
  entryId: number,
  hint: number | undefined,
  { isDefect }: { isDefect: boolean },
) {
  try {
    const polygon = await polygonOfEntry(upstream, entryId, hint);
    if (polygon) {
      noteUnmatchedPolygon(polygon);
      if (isDefect) notePolygon(polygon);
      return;
    }
  } catch (error) {
    console.error(`[matching] could not re-read the polygon of entry ${entryId}:`, error);
  }
  markUnmatchedStale();
  if (isDefect) markStatusListsStale();
}

export async function setMaterialMatched(
  upstream: ProductionApiClient,
  id: number,
  isMatched: boolean,
  polygonHint?: number,
) {
  const entry = await upstream.polygon.setProjectMaterialMatched({ id, isMatched });
  await followEntry(upstream, id, polygonHint, { isDefect: false });
  return entry;
}

export async function setMaterialDefect(
  upstream: ProductionApiClient,
  id: number,
  hasDefect: boolean,
  polygonHint?: number,
) {
  let entry = await upstream.polygon.setProjectMaterialHasDefect({ id, hasDefect });
  // The supplement says a defect also sets hadDefect; an upstream that does not gets it set here,
  // so a repaired entry always shows it once had one.
  if (entry.hasDefect && !entry.hadDefect) {
    entry = await upstream.polygon.setProjectMaterialHadDefect({ id, hadDefect: true });
  }
  await followEntry(upstream, id, polygonHint, { isDefect: true });
  return entry;
}

/** Every polygon still waiting for a material (the kept list, lib/shared-lists/unmatched-list.ts). */
export async function listUnmatchedPolygons(upstream: ProductionApiClient) {
  return [...(await unmatchedPolygons(upstream)).values()];
}

/** Only the number, for the matching screen's counter (the full list is large). */
export async function countUnmatchedPolygons(upstream: ProductionApiClient) {
  return { count: (await unmatchedPolygons(upstream)).size };
}
