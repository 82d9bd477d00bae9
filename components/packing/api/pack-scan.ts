// POST /api/pack/scan: pack the package behind a barcode (or a chosen id).
import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { afterPaint } from "@/components/scan/after-paint";
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

/**
 * Sends a scan. Not a react-query mutation: its state would re-render the
 * whole station between the answer and the flash. The answer is kept small;
 * the polygon's panel is read again once the flash is on screen.
 */
export function usePackScan(): (input: PackScanInput) => Promise<PackScanResult> {
  const queryClient = useQueryClient();
  return useCallback(
    async (input) => {
      const result = await postPackScan(input);
      if (result.outcome === "packed" || result.outcome === "already-packed") {
        const { queryKey } = packingPolygonQueryOptions(result.package.productionPolygonId);
        afterPaint(() => void queryClient.invalidateQueries({ queryKey }));
      }
      return result;
    },
    [queryClient],
  );
}
