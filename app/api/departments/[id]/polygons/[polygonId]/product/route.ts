// GET /api/departments/{id}/polygons/{polygonId}/product – the polygon's configured product from the CPQ, or the one line saying why not.
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { polygonProductView } from "@/lib/stations/product-view";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return polygonProductView(upstream, params.polygonId);
  },
);
