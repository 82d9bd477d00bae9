// POST /api/pack/undo: reverse the packer's last scan.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { UndoResult } from "@/lib/packing/undo";
import { packingPolygonQueryOptions } from "./polygon";

/** `batchId`: the scan the packer was shown and agreed to reverse. */
export const postUndoLastScan = (batchId?: string) =>
  sendWrite<UndoResult>({
    method: "POST",
    url: "/api/pack/undo",
    body: batchId === undefined ? undefined : { batchId },
    kind: "undo",
    subject: "",
  });

export function useUndoLastScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUndoLastScan,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({
        queryKey: packingPolygonQueryOptions(result.polygon.id).queryKey,
      });
      // A pallet tree may have changed (a nest or take-off undone).
      void queryClient.invalidateQueries({ queryKey: ["pack", "pallet"] });
    },
  });
}
