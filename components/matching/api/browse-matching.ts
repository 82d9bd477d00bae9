// POST /api/matching/browse: one page of matching rows for the filters (a read sent as POST).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { fetchJson } from "@/lib/http/fetch-json";
import type { withDefectReports } from "@/lib/polygons/material-defects";
import type { EntryQuantity } from "@/lib/matching/quantities";
import type { MaterialLot } from "@/lib/polygons/material-lots";
import type { UnmatchNoteData as UnmatchNote } from "@/components/floor/unmatch-note";
import type { matchingBrowseBody } from "@/lib/production-api/schemas";
import { matchingKey } from "./keys";

export type MatchingFilters = z.input<typeof matchingBrowseBody>;
/** A page of rows, the report of each defective entry on it, the lot of each entry matched from a roll label and each entry's quantity to take, by entry id. */
export type MatchingPage = Awaited<ReturnType<typeof withDefectReports>> & {
  lots: Record<string, MaterialLot>;
  /** The order line of each polygon, by production polygon id. */
  lines: Record<string, number>;
  quantities: Record<string, EntryQuantity>;
  /** The last unmatch reason of each unmatched entry (lib/reasons). */
  unmatches: Record<string, UnmatchNote>;
};

export const postMatchingBrowse = (filters: MatchingFilters) =>
  fetchJson<MatchingPage>("/api/matching/browse", { method: "POST", body: filters });

export const matchingBrowseQueryOptions = (filters: MatchingFilters) =>
  queryOptions({
    queryKey: [...matchingKey, "browse", filters],
    queryFn: () => postMatchingBrowse(filters),
    staleTime: 5_000,
  });

export function useMatchingBrowse(filters: MatchingFilters, isEnabled = true) {
  return useQuery({
    ...matchingBrowseQueryOptions(filters),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
