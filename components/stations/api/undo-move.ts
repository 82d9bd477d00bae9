// POST /api/departments/{id}/undo {moveId?}: undo the employee's last move at this station;
// GET the same address: what it would reverse, asked before (the question names the move).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { UndoMovePreview, UndoMoveResult } from "@/lib/stations/undo-move";
import { useInvalidateWorkTime } from "@/components/floor/api/job-time-step";
import { departmentQueueQueryOptions } from "./get-department-queue";

export const getUndoMovePreview = (departmentId: number) =>
  fetchJson<UndoMovePreview>(`/api/departments/${departmentId}/undo`);

export const postUndoMove = (departmentId: number, moveId?: number) =>
  sendWrite<UndoMoveResult>({
    method: "POST",
    url: `/api/departments/${departmentId}/undo`,
    body: moveId === undefined ? undefined : { moveId },
    kind: "undo",
    subject: "",
  });

export function useUndoMove(departmentId: number) {
  const queryClient = useQueryClient();
  const invalidateWorkTime = useInvalidateWorkTime();
  return useMutation({
    mutationFn: (moveId?: number) => postUndoMove(departmentId, moveId),
    // The undo puts the working time back too: the timer and the cards' Pause/Resume follow.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentQueueQueryOptions(departmentId).queryKey }),
        invalidateWorkTime(),
      ]),
  });
}
