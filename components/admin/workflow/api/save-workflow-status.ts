// POST /api/admin/workflow/statuses (new) or PUT /api/admin/workflow/statuses/{value} (change): one status of the catalogue.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workflowQueryOptions } from "@/components/workflow/api/get-workflow";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { sendJson } from "@/lib/http/fetch-json";

export const saveWorkflowStatus = ({ status, isNew }: { status: WorkflowStatus; isNew: boolean }) => {
  if (isNew) return sendJson<WorkflowStatus>("/api/admin/workflow/statuses", "POST", status);
  const { value, ...rest } = status;
  return sendJson<WorkflowStatus>(`/api/admin/workflow/statuses/${value}`, "PUT", rest);
};

export function useSaveWorkflowStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkflowStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueryOptions().queryKey }),
  });
}
