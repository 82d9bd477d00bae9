// POST /api/departments/{id}/polygons/{polygonId}/problem: on hold with a remark and an optional photo (multipart).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "@/lib/http/fetch-json";
import type { ProblemSummary } from "@/lib/bff/problems";
import { departmentQueueQueryOptions } from "./get-department-queue";

export type ProblemInput = { productionPolygonId: number; remark: string; photo: Blob | null };

export async function reportProblem(departmentId: number, input: ProblemInput): Promise<ProblemSummary> {
  const form = new FormData();
  form.set("remark", input.remark);
  if (input.photo) form.set("photo", input.photo, "photo.jpg");
  return postForm<ProblemSummary>(
    `/api/departments/${departmentId}/polygons/${input.productionPolygonId}/problem`,
    form,
  );
}

export function useReportProblem(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemInput) => reportProblem(departmentId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: departmentQueueQueryOptions(departmentId).queryKey }),
  });
}
