// GET /api/work-time/departments/{id}: who works on which polygon of the department, running or paused.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { DepartmentWorkers } from "@/lib/work-time/running";
import { workTimeKey } from "./get-my-timer";

export const departmentWorkersQueryOptions = (departmentId: number) =>
  queryOptions({
    queryKey: [...workTimeKey, "department", departmentId],
    queryFn: ({ signal }) =>
      fetchJson<DepartmentWorkers>(`/api/work-time/departments/${departmentId}`, { signal }),
    refetchInterval: 30_000,
  });

export const useDepartmentWorkers = (departmentId: number) =>
  useQuery(departmentWorkersQueryOptions(departmentId));
