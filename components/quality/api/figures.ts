// GET /api/quality/figures: first-pass yield per department, product type and week.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { Figures } from "@/lib/quality/schemas";

export const qualityFiguresQueryOptions = (weeks = 8) =>
  queryOptions({
    queryKey: ["quality", "figures", weeks],
    queryFn: ({ signal }) => fetchJson<Figures>(`/api/quality/figures?weeks=${weeks}`, { signal }),
  });

export const useQualityFigures = (weeks = 8) => useQuery(qualityFiguresQueryOptions(weeks));
