// POST /api/work-time/departments/{id}/polygons/{polygonId}/pause|resume and POST /api/work-time/mine/pause.
// Sent at once, not kept in the outbox: a pause replayed later would record the wrong time.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { workTimeKey } from "./get-my-timer";

export type JobTimeStep = { departmentId: number; productionPolygonId: number; step: "pause" | "resume" };

/**
 * Invalidates every working-time query (the timer, the cards): after a station step too. A first
 * read still on its way may have left before the step: react-query would hand the invalidation
 * that read's answer (it only cancels a refetch of data it has), and the timer would stay empty
 * until its next poll. So reads in flight are cancelled first, and the refetch reads after the step.
 */
export function useInvalidateWorkTime() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: workTimeKey });
    await queryClient.invalidateQueries({ queryKey: workTimeKey });
  };
}

export function useJobTimeStep() {
  const invalidate = useInvalidateWorkTime();
  return useMutation({
    mutationFn: ({ departmentId, productionPolygonId, step }: JobTimeStep) =>
      fetchJson<unknown>(
        `/api/work-time/departments/${departmentId}/polygons/${productionPolygonId}/${step}`,
        {
          method: "POST",
        },
      ),
    onSettled: invalidate,
  });
}

export function usePauseMine() {
  const invalidate = useInvalidateWorkTime();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch("/api/work-time/mine/pause", { method: "POST", cache: "no-store" });
      if (!response.ok) throw new Error(`Pause failed with ${response.status}`);
    },
    onSettled: invalidate,
  });
}
