// GET /api/admin/employees: every employee (no hashes), by username.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminEmployee } from "@/lib/admin/employees";
import { fetchJson } from "@/lib/http/fetch-json";

export const getEmployees = (signal?: AbortSignal) =>
  fetchJson<AdminEmployee[]>("/api/admin/employees", { signal });

export const employeesQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "employees"], queryFn: ({ signal }) => getEmployees(signal) });

export const useEmployees = () => useQuery(employeesQueryOptions());
