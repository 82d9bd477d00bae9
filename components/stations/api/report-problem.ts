// POST /api/departments/{id}/polygons/{polygonId}/problem: on hold with a remark and an optional photo (multipart).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postForm } from "@/lib/http/fetch-json";
import { sendWrite } from "@/lib/outbox/load-outbox";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { ProblemSummary } from "@/lib/polygons/problems";
import { departmentQueueQueryOptions } from "./get-department-queue";

/** remark may be empty when a reason code is chosen. */
export type ProblemInput = {
  productionPolygonId: number;
  remark: string;
  reasonId?: number | null;
  photo: Blob | null;
};

export async function reportProblem(departmentId: number, input: ProblemInput): Promise<ProblemSummary> {
  const url = `/api/departments/${departmentId}/polygons/${input.productionPolygonId}/problem`;
  // Without a photo the report can wait on the tablet (the outbox keeps form fields, not files).
  if (!input.photo) {
    return sendWrite<ProblemSummary>({
      method: "POST",
      url,
      body: { remark: input.remark, ...(input.reasonId ? { reasonId: String(input.reasonId) } : {}) },
      isForm: true,
      kind: "problem",
      subject: ticketCode(input.productionPolygonId),
    });
  }
  const form = new FormData();
  form.set("remark", input.remark);
  if (input.reasonId) form.set("reasonId", String(input.reasonId));
  form.set("photo", input.photo, "photo.jpg");
  return postForm<ProblemSummary>(url, form);
}

export function useReportProblem(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProblemInput) => reportProblem(departmentId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: departmentQueueQueryOptions(departmentId).queryKey }),
  });
}
