// GET /api/departments/{id}/queue: the station's queue, one page at a time (the list loads more as it scrolls).
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { queuePageSize } from "@/lib/base/page-sizes";
import type { DepartmentQueue } from "@/lib/stations/stations";

export { queuePageSize };

export const getDepartmentQueuePage = (departmentId: number, offset: number, signal?: AbortSignal) =>
  fetchJson<DepartmentQueue>(
    `/api/departments/${departmentId}/queue?offset=${offset}&limit=${queuePageSize}`,
    {
      signal,
    },
  );

export const departmentQueueQueryOptions = (departmentId: number) =>
  infiniteQueryOptions({
    queryKey: ["departments", departmentId, "queue"],
    queryFn: ({ pageParam, signal }) => getDepartmentQueuePage(departmentId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    // The floor changes all the time: refresh every half minute.
    refetchInterval: 30_000,
    staleTime: 5_000,
  });

/** initialPage: the first page as the server rendered it with the screen (no round trip after loading). */
export const useDepartmentQueue = (departmentId: number, initialPage?: DepartmentQueue) =>
  useInfiniteQuery({
    ...departmentQueueQueryOptions(departmentId),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [0] } } : {}),
  });
