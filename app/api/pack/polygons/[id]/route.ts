// GET /api/pack/polygons/{id} – the packing panel of a polygon: where it belongs, all its packages, and whether its project is complete.
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { loadPackingPanel } from "@/lib/packing/polygon-view";
import { packingContext, packingRoles } from "@/lib/packing/route-context";

export const GET = defineRoute({ roles: packingRoles, params: idParams }, async (input) => {
  const { upstream, db, employee } = await packingContext(input);
  return loadPackingPanel(upstream, db, employee.locale, input.params.id);
});
