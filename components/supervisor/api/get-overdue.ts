// GET /api/supervisor/overdue: polygons past their status threshold, planned finish or delivery, oldest first.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { OverdueList } from "@/lib/supervisor/overdue";
import { nextOffset, supervisorPageSize } from "./paged";

export const getOverduePage = (offset: number, signal?: AbortSignal) =>
  fetchJson<OverdueList>(`/api/supervisor/overdue?offset=${offset}&limit=${supervisorPageSize}`, { signal });

export const overdueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["supervisor", "overdue"],
    queryFn: ({ pageParam, signal }) => getOverduePage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useOverdue = () => useInfiniteQuery(overdueQueryOptions());
