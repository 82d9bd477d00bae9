// POST /api/pack/scan: pack the package behind a barcode (or a chosen id).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PackScanResult } from "@/lib/packing/scan";
import { packingPolygonQueryOptions } from "./polygon";

export type PackScanInput = { barcode: string } | { polygonPackageId: number };

export const postPackScan = (input: PackScanInput) =>
  fetchJson<PackScanResult>("/api/pack/scan", { method: "POST", body: input });

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
