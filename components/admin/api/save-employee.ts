// POST /api/admin/employees (new) or PATCH /api/admin/employees/{id} (change, deactivate, reactivate).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateEmployeeBody, UpdateEmployeeBody } from "@/lib/auth/employee-schemas";
import type { AdminEmployee } from "@/lib/admin/employees";
import { fetchJson } from "@/lib/http/fetch-json";
import { employeesQueryOptions } from "./get-employees";

export type SaveEmployeeInput =
  { id: null; body: CreateEmployeeBody } | { id: number; body: UpdateEmployeeBody };

export const saveEmployee = ({ id, body }: SaveEmployeeInput) =>
  id === null
    ? fetchJson<AdminEmployee>("/api/admin/employees", { method: "POST", body })
    : fetchJson<AdminEmployee>(`/api/admin/employees/${id}`, { method: "PATCH", body });

export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
