// POST /api/admin/departments (new) or PATCH /api/admin/departments/{id} (change).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { departmentsQueryOptions } from "@/components/workflow/api/get-departments";
import { fetchJson } from "@/lib/http/fetch-json";
import type { createDepartmentBody, ProductionDepartment } from "@/lib/production-api/schemas";

export type DepartmentBody = z.output<typeof createDepartmentBody>;

export const saveDepartment = ({ id, body }: { id: number | null; body: DepartmentBody }) =>
  id === null
    ? fetchJson<ProductionDepartment>("/api/admin/departments", { method: "POST", body })
    : fetchJson<ProductionDepartment>(`/api/admin/departments/${id}`, { method: "PATCH", body });

export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryOptions().queryKey }),
  });
}
