// POST /api/admin/package-types (new) or PATCH /api/admin/package-types/{id} (change).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { packageTypesQueryOptions } from "@/components/floor/api/package-types";
import type { PackageType } from "@/lib/polygons/package-types";
import { fetchJson } from "@/lib/http/fetch-json";
import type { createPackageBody } from "@/lib/production-api/schemas";

export type PackageTypeBody = z.output<typeof createPackageBody>;

export const savePackageType = ({ id, body }: { id: number | null; body: PackageTypeBody }) =>
  id === null
    ? fetchJson<PackageType>("/api/admin/package-types", { method: "POST", body })
    : fetchJson<PackageType>(`/api/admin/package-types/${id}`, { method: "PATCH", body });

export function useSavePackageType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackageType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageTypesQueryOptions().queryKey }),
  });
}
