// GET /api/departments/{id}/events: a change anywhere on the floor that can move
// this station's queue reads its queries again within a frame (the queue, a
// line's detail), as the supervisor's screen does; the queue's own 30 s refetch
// stays as the poll for changes made outside the app.
import { useCallback, useMemo } from "react";
import { useChangeStream, type StreamState } from "@/components/ui/use-change-stream";

/** The station's queries: its queue and the details it opened (["departments", id, …]). */
export const stationQueryKey = (departmentId: number) => ["departments", departmentId] as const;

export function useStationLive(departmentId: number): StreamState {
  // The first hello needs no read (the page came with its queue); a reopened stream reads what it missed.
  const readsOnHello = useCallback((_: string, isFirstConnection: boolean) => !isFirstConnection, []);
  const queryKey = useMemo(() => stationQueryKey(departmentId), [departmentId]);
  return useChangeStream(queryKey, {
    url: `/api/departments/${departmentId}/events`,
    pollMs: 30_000,
    readsOnHello,
  });
}
