// POST /api/cutting/rolls/{id}/cuts: a cut confirmed by its ticket, through the outbox (its own Idempotency-Key).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { CutOutcome } from "@/lib/cutting/cut-list/cut-piece";
import type { MaterialLot } from "@/lib/polygons/material-lots";
import { cutListQueryOptions } from "./get-cut-list";

export type CutAnswer = CutOutcome & { lot: MaterialLot | null; steps: ("start" | "finish")[] };
export type CutInput = { rollId: number; productionPolygonId: number };

export const cutPiece = (departmentId: number, { rollId, productionPolygonId }: CutInput) =>
  sendWrite<CutAnswer>({
    method: "POST",
    url: `/api/cutting/rolls/${rollId}/cuts`,
    body: { departmentId, productionPolygonId },
    kind: "cut",
    subject: ticketCode(productionPolygonId),
  });

export function useCutPiece(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CutInput) => cutPiece(departmentId, input),
    // The plan is made again from the shorter roll (its cache follows the roll's events).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cutListQueryOptions(departmentId).queryKey });
    },
  });
}
