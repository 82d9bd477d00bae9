// POST /api/pack/undo: reverse the packer's last scan.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { UndoResult } from "@/lib/packing/undo";
import { packingPolygonQueryOptions } from "./polygon";

export const postUndoLastScan = () =>
  sendWrite<UndoResult>({ method: "POST", url: "/api/pack/undo", kind: "undo", subject: "" });

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
