// DELETE /api/admin/package-types/{id}: deleted softly upstream (204).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { send } from "@/components/admin/workflow/api/send";
import { packageTypesQueryOptions } from "@/components/packing/api/package-types";

export const deletePackageType = (id: number) => send<null>(`/api/admin/package-types/${id}`, "DELETE");

export function useDeletePackageType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackageType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageTypesQueryOptions().queryKey }),
  });
}
