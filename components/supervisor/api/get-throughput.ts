// GET /api/supervisor/throughput: polygons finished per department per day, the last 14 days.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { Throughput } from "@/lib/supervisor/throughput";

export const getThroughput = (signal?: AbortSignal) =>
  fetchJson<Throughput>("/api/supervisor/throughput", { signal });

export const throughputQueryOptions = () =>
  queryOptions({ queryKey: ["supervisor", "throughput"], queryFn: ({ signal }) => getThroughput(signal) });

export const useThroughput = () => useQuery(throughputQueryOptions());
