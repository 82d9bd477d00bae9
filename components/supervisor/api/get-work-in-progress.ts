// GET /api/supervisor/work-in-progress: per department and status, polygons and production value.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { WorkInProgress } from "@/lib/supervisor/work-in-progress";

export const getWorkInProgress = (signal?: AbortSignal) =>
  fetchJson<WorkInProgress>("/api/supervisor/work-in-progress", { signal });

export const workInProgressQueryOptions = () =>
  queryOptions({
    queryKey: ["supervisor", "work-in-progress"],
    queryFn: ({ signal }) => getWorkInProgress(signal),
  });

export const useWorkInProgress = () => useQuery(workInProgressQueryOptions());
