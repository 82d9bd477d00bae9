// POST /api/pack/pallet – pallet mode: without palletId a scan picks the pallet; with it, the package goes on it.
import { defineRoute } from "@/lib/route/define-route";
import { palletScan } from "@/lib/packing/pallet";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { palletScanBody } from "@/lib/packing/schemas";

export const POST = defineRoute(
  { roles: packingRoles, body: palletScanBody, audit: "pack.pallet" },
  async (input) => palletScan(await packingContext(input), input.body),
);
