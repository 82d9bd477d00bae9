// GET /api/supervisor/unmatched: polygons still waiting for a material, sorted and filtered on the server.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { UnmatchedList } from "@/lib/supervisor/unmatched";
import type { UnmatchedSort } from "@/lib/supervisor/unmatched-sorts";
import { nextOffset, supervisorPageSize } from "./paged";

export type { UnmatchedSort };
export type UnmatchedFilters = { sort: UnmatchedSort; q: string };

export const getUnmatchedPage = ({ sort, q }: UnmatchedFilters, offset: number, signal?: AbortSignal) => {
  const search = new URLSearchParams({ offset: String(offset), limit: String(supervisorPageSize), sort });
  if (q.trim()) search.set("q", q.trim());
  return fetchJson<UnmatchedList>(`/api/supervisor/unmatched?${search}`, { signal });
};

export const unmatchedQueryOptions = (filters: UnmatchedFilters) =>
  infiniteQueryOptions({
    queryKey: ["supervisor", "unmatched", filters],
    queryFn: ({ pageParam, signal }) => getUnmatchedPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // While another sort or filter loads, the list and its count stay as they were (the count is the same).
    placeholderData: keepPreviousData,
  });

/** The first screen's filters: the page the server reads with the screen. */
export const defaultUnmatchedFilters: UnmatchedFilters = { sort: "finishAt", q: "" };

/** initialPage: the first page of the default filters, as the server read it with the page. */
export const useUnmatched = (filters: UnmatchedFilters, initialPage?: UnmatchedList) => {
  const isDefault = filters.sort === defaultUnmatchedFilters.sort && !filters.q.trim();
  return useInfiniteQuery({
    ...unmatchedQueryOptions(filters),
    ...(initialPage && isDefault
      ? { initialData: { pages: [initialPage], pageParams: [0] }, staleTime: 5_000 }
      : {}),
  });
};
