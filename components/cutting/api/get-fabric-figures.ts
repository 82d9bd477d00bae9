// GET /api/cutting/figures: the supervisor's fabric figures per workshop day and week.
// Under the supervisor's query key, so every change at a tablet reads it again.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { FabricFigures } from "@/lib/cutting/figures/schemas";

export const getFabricFigures = (signal?: AbortSignal) =>
  fetchJson<FabricFigures>("/api/cutting/figures?days=7&weeks=4", { signal });

export const fabricFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ["supervisor", "cutting", "fabric-figures"],
    queryFn: ({ signal }) => getFabricFigures(signal),
  });

export const useFabricFigures = () => useQuery(fabricFiguresQueryOptions());
