// POST /api/pack/scan – a scanned barcode (or a chosen package id): packed, already packed, unknown, or choose.
export { packScanRoute as POST } from "@/lib/packing/scan-route";
