// GET /api/departments/{id}/polygons/{polygonId}/product – the polygon's configured product from the CPQ, or the one line saying why not.
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { polygonProductView } from "@/lib/stations/product-view";
import { assertMayReadPolygonAt } from "@/lib/stations/polygon-access";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams },
  async ({ upstream, employee, params }) => {
    // Operators: their department's lines only (lib/stations/polygon-access.ts).
    await assertMayReadPolygonAt(employee, upstream, params.id, params.polygonId);
    return polygonProductView(upstream, params.polygonId);
  },
);
