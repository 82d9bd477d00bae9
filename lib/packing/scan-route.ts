// POST /api/pack/scan – a scanned barcode (or a chosen package id): packed,
// already packed, unknown, or choose. One handler, served by Next's route
// (app/api/pack/scan/route.ts) and, on `npm start`, beside Next by the server's
// own listener (lib/server/direct-api.mjs, registered in lib/warm-up/startup.ts):
// the packer's hand waits on it, and Next's routing and proxy cost a scan more
// than its own statements. The handler checks session, role and origin itself.
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "./route-context";
import { packScan } from "./scan";
import { packageRefBody } from "./schemas";

export const packScanPath = "/api/pack/scan";

export const packScanRoute = defineRoute(
  { roles: packingRoles, body: packageRefBody, audit: "pack.scan" },
  async (input) => packScan(await packingContext(input), input.body),
);
