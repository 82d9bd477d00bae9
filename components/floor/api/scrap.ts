// GET /api/reasons/scrap/targets and POST /api/reasons/scrap: where a scrapped
// polygon can go back to, and the report that sends it there.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { fetchJson } from "@/lib/http/fetch-json";
import type { reportScrap, ScrapTarget } from "@/lib/reasons/scrap";
import type { scrapBody } from "@/lib/reasons/schemas";

export const scrapTargetsQueryOptions = (productionPolygonId: number) =>
  queryOptions({
    queryKey: ["reasons", "scrap-targets", productionPolygonId],
    queryFn: ({ signal }) =>
      fetchJson<ScrapTarget[]>(`/api/reasons/scrap/targets?productionPolygonId=${productionPolygonId}`, {
        signal,
      }),
  });

export const useScrapTargets = (productionPolygonId: number) =>
  useQuery(scrapTargetsQueryOptions(productionPolygonId));

export type ScrapInput = z.input<typeof scrapBody>;
export type ScrapResult = Awaited<ReturnType<typeof reportScrap>>;

export const postScrap = (body: ScrapInput) =>
  fetchJson<ScrapResult>("/api/reasons/scrap", { method: "POST", body });

export function useReportScrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postScrap,
    // The polygon left one queue and joined another: every list on the screen is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
