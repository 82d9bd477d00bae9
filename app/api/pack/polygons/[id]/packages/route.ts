// POST /api/pack/polygons/{id}/packages – add a package (type: the polygon's own by default; amount); the upstream makes its barcode.
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { addPackage } from "@/lib/packing/add-package";
import { packingContext, packingRoles } from "@/lib/packing/route-context";
import { addPackageBody } from "@/lib/packing/schemas";

export const POST = defineRoute(
  {
    roles: packingRoles,
    params: idParams,
    body: addPackageBody,
    audit: "pack.add-package",
    successStatus: 201,
  },
  async (input) => addPackage(await packingContext(input), input.params.id, input.body),
);
