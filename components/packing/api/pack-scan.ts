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
 * whole station between the answer and the flash. The answer carries the
 * polygon's panel: once the flash is on screen it becomes the panel's query
 * data, so nothing is fetched again.
 */
export function usePackScan(): (input: PackScanInput) => Promise<PackScanResult> {
  const queryClient = useQueryClient();
  return useCallback(
    async (input) => {
      const result = await postPackScan(input);
      if (result.outcome === "packed" || result.outcome === "already-packed") {
        const { queryKey } = packingPolygonQueryOptions(result.package.productionPolygonId);
        afterPaint(() => queryClient.setQueryData(queryKey, result.panel));
      }
      return result;
    },
    [queryClient],
  );
}
