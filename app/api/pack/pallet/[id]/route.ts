// GET /api/pack/pallet/{id} – the tree of packages on a pallet (or any parent package).
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { palletTree } from "@/lib/packing/pallet";
import { packingRoles } from "@/lib/packing/route-context";

export const GET = defineRoute({ roles: packingRoles, params: idParams }, ({ upstream, employee, params }) =>
  palletTree(upstream, employee.locale, params.id),
);
