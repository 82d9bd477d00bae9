// POST /api/pack/pallet: pick the pallet, or put a scanned package on it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { PalletScanResult } from "@/lib/packing/pallet";
import { palletTreeQueryOptions } from "./pallet";

export type PalletScanInput = { palletId?: number; allowOtherCustomer?: boolean } & (
  { barcode: string } | { polygonPackageId: number }
);

export const postPalletScan = (input: PalletScanInput) =>
  sendWrite<PalletScanResult>({
    method: "POST",
    url: "/api/pack/pallet",
    body: input,
    kind: "pallet",
    subject: "barcode" in input ? input.barcode : `#${input.polygonPackageId}`,
  });

export function usePalletScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPalletScan,
    onSuccess: (result) => {
      if ("pallet" in result)
        queryClient.setQueryData(palletTreeQueryOptions(result.pallet.id).queryKey, result.pallet);
    },
  });
}
