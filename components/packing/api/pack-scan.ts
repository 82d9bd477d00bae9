// POST /api/pack/scan: pack the package behind a barcode (or a chosen id).
// Not a react-query mutation: its state would re-render the whole station
// between the answer and the flash, and the station's first paint ships
// without react-query. The answer carries the polygon's panel, which the
// station puts in the cache once the flash is on screen (pack-cache.ts).
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { PackScanResult } from "@/lib/packing/scan";

export type PackScanInput = { barcode: string } | { polygonPackageId: number };

export const postPackScan = (input: PackScanInput) =>
  sendWrite<PackScanResult>({
    method: "POST",
    url: "/api/pack/scan",
    body: input,
    kind: "pack",
    subject: "barcode" in input ? input.barcode : `#${input.polygonPackageId}`,
  });
