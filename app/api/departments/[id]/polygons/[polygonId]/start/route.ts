// POST /api/departments/{id}/polygons/{polygonId}/start – start a waiting polygon in the department: its started status (or done, without one) and startAt = now; 409 when the workflow does not allow it.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { advancePolygon } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-start" },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return advancePolygon(await appDatabase(), upstream, employee, params.id, params.polygonId, "start");
  },
);
