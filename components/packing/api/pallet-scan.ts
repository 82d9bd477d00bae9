// POST /api/pack/pallet: pick the pallet, or put a scanned package on it.
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { PalletScanResult } from "@/lib/packing/pallet";

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

/** Sends the scan; the pallet's tree in the answer becomes the tree's query data (pack-cache.ts, loaded on use). */
export async function palletScan(input: PalletScanInput): Promise<PalletScanResult> {
  const result = await postPalletScan(input);
  if ("pallet" in result) (await import("./pack-cache")).cachePalletTree(result.pallet);
  return result;
}
