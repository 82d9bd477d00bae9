// DELETE /api/admin/departments/{id}: deleted softly upstream (204).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { departmentsQueryOptions } from "@/components/admin/workflow/api/get-departments";
import { send } from "@/components/admin/workflow/api/send";

export const deleteDepartment = (id: number) => send<null>(`/api/admin/departments/${id}`, "DELETE");

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentsQueryOptions().queryKey }),
  });
}
