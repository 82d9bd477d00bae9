// POST /api/departments/{id}/polygons/{polygonId}/finish – finish a polygon in the department: its "done" status and finishAt = now.
import { defineRoute } from "@/lib/bff/route";
import { departmentPolygonParams } from "@/lib/bff/schemas";
import { assertMayWorkInDepartment, movePolygonInDepartment } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-finish" },
  ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return movePolygonInDepartment(upstream, params.id, params.polygonId, "finish");
  },
);
