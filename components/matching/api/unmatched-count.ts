// GET /api/polygons/unmatched/count: how many polygons still wait for a material.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { matchingKey } from "./keys";

export const fetchUnmatchedCount = () => fetchJson<{ count: number }>("/api/polygons/unmatched/count");

export const unmatchedCountQueryOptions = () =>
  queryOptions({ queryKey: [...matchingKey, "unmatched-count"], queryFn: fetchUnmatchedCount });

export function useUnmatchedCount() {
  return useQuery(unmatchedCountQueryOptions());
}
