// GET /api/cutting/cut-list?departmentId=: the department's cut plan as the cutter's screen shows it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { CutList } from "@/lib/cutting/cut-list/schemas";

export const getCutList = (departmentId: number, signal?: AbortSignal) =>
  fetchJson<CutList>(`/api/cutting/cut-list?departmentId=${departmentId}`, { signal });

export const cutListQueryOptions = (departmentId: number) =>
  queryOptions({
    queryKey: ["cutting", departmentId, "cut-list"],
    queryFn: ({ signal }) => getCutList(departmentId, signal),
    // Read again after each write and on the station's change stream (a new plan, another tablet's cut).
    staleTime: 5_000,
  });

export const useCutList = (departmentId: number) => useQuery(cutListQueryOptions(departmentId));
