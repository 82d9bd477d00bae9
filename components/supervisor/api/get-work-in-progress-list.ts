// GET /api/supervisor/work-in-progress/{departmentId}/{statusValue}: the polygons behind one number, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { WorkInProgressList } from "@/lib/supervisor/work-in-progress";
import { nextOffset, supervisorPageSize } from "./paged";

export const getWorkInProgressPage = (
  departmentId: number,
  statusValue: number,
  offset: number,
  signal?: AbortSignal,
) =>
  fetchJson<WorkInProgressList>(
    `/api/supervisor/work-in-progress/${departmentId}/${statusValue}?offset=${offset}&limit=${supervisorPageSize}`,
    { signal },
  );

export const workInProgressListQueryOptions = (departmentId: number, statusValue: number) =>
  infiniteQueryOptions({
    queryKey: ["supervisor", "work-in-progress", departmentId, statusValue],
    queryFn: ({ pageParam, signal }) => getWorkInProgressPage(departmentId, statusValue, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useWorkInProgressList = (departmentId: number, statusValue: number) =>
  useInfiniteQuery(workInProgressListQueryOptions(departmentId, statusValue));
