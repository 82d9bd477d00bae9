// POST /api/pack/undo: reverse the packer's last scan.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { UndoResult } from "@/lib/packing/undo";
import { packingPolygonQueryOptions } from "./polygon";

export const postUndoLastScan = () => fetchJson<UndoResult>("/api/pack/undo", { method: "POST" });

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
