// POST /api/pack/scan – a scanned barcode (or a chosen package id): packed,
// already packed, unknown, or choose (app/api/pack/scan/route.ts).
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "./route-context";
import { packScan } from "./scan";
import { packageRefBody } from "./schemas";

export const packScanRoute = defineRoute(
  { roles: packingRoles, body: packageRefBody, audit: "pack.scan" },
  async (input) => packScan(await packingContext(input), input.body),
);
