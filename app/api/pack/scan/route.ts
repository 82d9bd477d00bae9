// POST /api/pack/scan – a scanned barcode (or a chosen package id): packed, already packed, unknown, or choose.
// The handler is lib/packing/scan-route.ts's, which `npm start` also serves beside Next.
export { packScanRoute as POST } from "@/lib/packing/scan-route";

export const dynamic = "force-dynamic";
