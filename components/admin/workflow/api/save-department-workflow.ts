// PUT /api/admin/workflow/departments/{code}: a department's workflow (picks up, started, done, on hold).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workflowQueryOptions } from "@/components/workflow/api/get-workflow";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";
import { sendJson } from "@/lib/http/fetch-json";

export const saveDepartmentWorkflow = ({ departmentCode, ...rest }: DepartmentWorkflow) =>
  sendJson<DepartmentWorkflow>(
    `/api/admin/workflow/departments/${encodeURIComponent(departmentCode)}`,
    "PUT",
    rest,
  );

export function useSaveDepartmentWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartmentWorkflow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueryOptions().queryKey }),
  });
}
