// GET /api/search?q=: projects, polygons and packages for the office search box.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchHit } from "@/lib/search/search";
import { fetchJson } from "@/lib/http/fetch-json";

export const getSearch = (q: string) => fetchJson<SearchHit[]>(`/api/search?q=${encodeURIComponent(q)}`);

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ["search", q], queryFn: () => getSearch(q), staleTime: 10_000 });

/** Runs only for a query of at least 2 characters (the route's minimum). */
export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.trim().length >= 2 });
}
