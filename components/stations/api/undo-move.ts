// POST /api/departments/{id}/undo: undo the employee's last move at this station.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { UndoMoveResult } from "@/lib/stations/undo-move";
import { useInvalidateWorkTime } from "@/components/floor/api/job-time-step";
import { departmentQueueQueryOptions } from "./get-department-queue";

export const postUndoMove = (departmentId: number) =>
  sendWrite<UndoMoveResult>({
    method: "POST",
    url: `/api/departments/${departmentId}/undo`,
    kind: "undo",
    subject: "",
  });

export function useUndoMove(departmentId: number) {
  const queryClient = useQueryClient();
  const invalidateWorkTime = useInvalidateWorkTime();
  return useMutation({
    mutationFn: () => postUndoMove(departmentId),
    // The undo puts the working time back too: the timer and the cards' Pause/Resume follow.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentQueueQueryOptions(departmentId).queryKey }),
        invalidateWorkTime(),
      ]),
  });
}
