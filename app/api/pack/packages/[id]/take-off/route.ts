// POST /api/pack/packages/{id}/take-off – take a package off its pallet; answers the pallet's tree.
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { takeOff } from "@/lib/packing/pallet";
import { packingContext, packingRoles } from "@/lib/packing/route-context";

export const POST = defineRoute(
  { roles: packingRoles, params: idParams, audit: "pack.take-off" },
  async (input) => takeOff(await packingContext(input), input.params.id),
);
