// POST /api/pack/scan: pack the package behind a barcode (or a chosen id).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { PackScanResult } from "@/lib/packing/scan";
import { packingPolygonQueryOptions } from "./polygon";

export type PackScanInput = { barcode: string } | { polygonPackageId: number };

export const postPackScan = (input: PackScanInput) =>
  sendWrite<PackScanResult>({
    method: "POST",
    url: "/api/pack/scan",
    body: input,
    kind: "pack",
    subject: "barcode" in input ? input.barcode : `#${input.polygonPackageId}`,
  });

export function usePackScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPackScan,
    onSuccess: (result) => {
      // The answer is kept small for speed; the panel of the polygon is read again.
      if (result.outcome === "packed" || result.outcome === "already-packed") {
        void queryClient.invalidateQueries({
          queryKey: packingPolygonQueryOptions(result.package.productionPolygonId).queryKey,
        });
      }
    },
  });
}
