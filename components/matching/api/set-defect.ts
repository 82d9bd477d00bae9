// POST /api/materials/{id}/defect: report a defect (with a remark) or its repair.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { ProductionPolygonProjectMaterial } from "@/lib/production-api/schemas";
import { matchingKey } from "./keys";

/** productionPolygonId: the entry's polygon as browse showed it (the server re-reads it for its lists). */
export type SetDefectInput = { id: number; productionPolygonId?: number } & (
  { hasDefect: true; remark: string; reasonId?: number; reasonRemark?: string } | { hasDefect: false }
);

export const postSetDefect = ({ id, ...body }: SetDefectInput) =>
  sendWrite<ProductionPolygonProjectMaterial>({
    method: "POST",
    url: `/api/materials/${id}/defect`,
    body,
    kind: body.hasDefect ? "defect" : "repair",
    subject: `#${id}`,
  });

export function useSetDefect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetDefect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKey }),
  });
}
