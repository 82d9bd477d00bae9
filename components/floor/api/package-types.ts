// GET /api/package-types: the active package types with their label in the employee's language.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PackageType } from "@/lib/polygons/package-types";
import { fetchJson } from "@/lib/http/fetch-json";

export const fetchPackageTypes = () => fetchJson<PackageType[]>("/api/package-types");

export const packageTypesQueryOptions = () =>
  queryOptions({ queryKey: ["package-types"], queryFn: fetchPackageTypes, staleTime: 5 * 60_000 });

export function usePackageTypes() {
  return useQuery(packageTypesQueryOptions());
}
