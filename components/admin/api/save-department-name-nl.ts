// PUT /api/admin/workflow/departments/{code}/name-nl: the department's Dutch name, from its own Edit form.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workflowQueryOptions } from "@/components/workflow/api/get-workflow";
import { fetchJson } from "@/lib/http/fetch-json";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";

export function useSaveDepartmentNameNl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, nameNl }: { code: string; nameNl: string }) =>
      fetchJson<DepartmentWorkflow>(`/api/admin/workflow/departments/${encodeURIComponent(code)}/name-nl`, {
        method: "PUT",
        body: { nameNl },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueryOptions().queryKey }),
  });
}
