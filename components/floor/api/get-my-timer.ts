// GET /api/work-time/mine: the signed-in employee's running time entry (checked every 30 s and after each step).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { myTimer } from "@/lib/work-time/running";

export type MyTimer = Awaited<ReturnType<typeof myTimer>>;

/** Every working-time query starts with this key: a station step invalidates them all. */
export const workTimeKey = ["work-time"] as const;

export const myTimerQueryOptions = () =>
  queryOptions({
    queryKey: [...workTimeKey, "mine"],
    queryFn: ({ signal }) => fetchJson<MyTimer>("/api/work-time/mine", { signal }),
    refetchInterval: 30_000,
  });

export const useMyTimer = () => useQuery(myTimerQueryOptions());
