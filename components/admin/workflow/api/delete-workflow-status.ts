// DELETE /api/admin/workflow/statuses/{value}: polygons at it then show its number.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workflowQueryOptions } from "@/components/workflow/api/get-workflow";
import { sendJson } from "@/lib/http/fetch-json";

export const deleteWorkflowStatus = (value: number) =>
  sendJson<never>(`/api/admin/workflow/statuses/${value}`, "DELETE");

export function useDeleteWorkflowStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflowStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueryOptions().queryKey }),
  });
}
