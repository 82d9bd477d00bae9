// POST /api/pack/scan – a scanned barcode (or a chosen package id): packed, already packed, unknown, or choose.
import { defineRoute } from "@/lib/route/define-route";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { packScan } from "@/lib/packing/scan";
import { packageRefBody } from "@/lib/packing/schemas";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: packingRoles, body: packageRefBody, audit: "pack.scan" },
  async (input) => packScan(await packingContext(input), input.body),
);
