// DELETE /api/admin/package-types/{id}: deleted softly upstream (204).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@/lib/http/fetch-json";
import { packageTypesQueryOptions } from "@/components/floor/api/package-types";

export const deletePackageType = (id: number) => sendJson<null>(`/api/admin/package-types/${id}`, "DELETE");

export function useDeletePackageType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackageType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageTypesQueryOptions().queryKey }),
  });
}
