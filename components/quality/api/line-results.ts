// GET /api/quality/lines/{polygonId}/results: every check result of a line, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { QualityResult } from "@/lib/quality/schemas";

export const lineResultsQueryOptions = (productionPolygonId: number) =>
  queryOptions({
    queryKey: ["quality", "line-results", productionPolygonId],
    queryFn: ({ signal }) =>
      fetchJson<{ results: QualityResult[] }>(`/api/quality/lines/${productionPolygonId}/results`, {
        signal,
      }),
  });

export const useLineResults = (productionPolygonId: number) =>
  useQuery(lineResultsQueryOptions(productionPolygonId));
