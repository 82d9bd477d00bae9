// GET /api/departments: the upstream's active departments (code and name).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProductionDepartment } from "@/lib/production-api/schemas";

export const getDepartments = (signal?: AbortSignal) =>
  fetchJson<ProductionDepartment[]>("/api/departments", { signal });

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: ["departments"], queryFn: ({ signal }) => getDepartments(signal) });

export const useDepartments = () => useQuery(departmentsQueryOptions());
