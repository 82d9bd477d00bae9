// DELETE /api/admin/departments/{id}: deleted softly upstream (204).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { departmentsQueryOptions } from "@/components/workflow/api/get-departments";
import { sendJson } from "@/lib/http/fetch-json";

export const deleteDepartment = (id: number) => sendJson<null>(`/api/admin/departments/${id}`, "DELETE");

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryOptions().queryKey }),
  });
}
