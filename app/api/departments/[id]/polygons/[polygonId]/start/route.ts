// POST /api/departments/{id}/polygons/{polygonId}/start – start a polygon in the department: its "started" status and startAt = now.
import { defineRoute } from "@/lib/bff/route";
import { departmentPolygonParams } from "@/lib/bff/schemas";
import { assertMayWorkInDepartment, movePolygonInDepartment } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-start" },
  ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return movePolygonInDepartment(upstream, params.id, params.polygonId, "start");
  },
);
