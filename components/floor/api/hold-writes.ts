// POST /api/holds/{id}/release and /api/holds/{id}/status: lift a hold, or set
// any status with a reason. Sent at once (not kept on the tablet): a person
// waits for the answer. Every list may show the polygon, so all are refreshed.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ReleaseResult } from "@/lib/holds/release";
import type { SetStatusResult } from "@/lib/holds/set-status";

export const releaseHold = (productionPolygonId: number, remark: string) =>
  fetchJson<ReleaseResult>(`/api/holds/${productionPolygonId}/release`, {
    method: "POST",
    body: { remark },
  });

export const setPolygonStatus = (productionPolygonId: number, statusValue: number, reason: string) =>
  fetchJson<SetStatusResult>(`/api/holds/${productionPolygonId}/status`, {
    method: "POST",
    body: { statusValue, reason },
  });

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, remark }: { id: number; remark: string }) => releaseHold(id, remark),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSetPolygonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statusValue, reason }: { id: number; statusValue: number; reason: string }) =>
      setPolygonStatus(id, statusValue, reason),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
