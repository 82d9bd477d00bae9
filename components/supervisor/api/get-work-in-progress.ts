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

/** initial: as the server read it with the page (no round trip for the first screen). */
export const useWorkInProgress = (initial?: WorkInProgress) =>
  useQuery({
    ...workInProgressQueryOptions(),
    ...(initial ? { initialData: initial, staleTime: 5_000 } : {}),
  });
