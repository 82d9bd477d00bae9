// POST /api/materials/{id}/matched: match an entry, or unmatch it with a reason.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { ScannedLabel } from "@/lib/polygons/material-lots";
import type { ProductionPolygonProjectMaterial } from "@/lib/production-api/schemas";
import { matchingKey } from "./keys";

/**
 * productionPolygonId: the entry's polygon as browse showed it (the server re-reads it for its lists);
 * label: what the roll's GS1 label said, when the match came from scanning one (its lot is kept).
 */
export type SetMatchedInput = { id: number; productionPolygonId?: number } & (
  | { isMatched: true; label?: ScannedLabel }
  | { isMatched: false; reason: string; reasonId?: number; reasonRemark?: string }
);

export const postSetMatched = ({ id, ...body }: SetMatchedInput) =>
  sendWrite<ProductionPolygonProjectMaterial>({
    method: "POST",
    url: `/api/materials/${id}/matched`,
    body,
    kind: body.isMatched ? "match" : "unmatch",
    subject: `#${id}`,
  });

export function useSetMatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetMatched,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKey }),
  });
}
