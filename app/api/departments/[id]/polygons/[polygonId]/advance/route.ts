// POST /api/departments/{id}/polygons/{polygonId}/advance – a job-ticket scan: the polygon's one next step in the department (start or finish); 409 when it is not waiting or in progress here.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { advancePolygon } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-advance" },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return advancePolygon(await appDatabase(), upstream, employee, params.id, params.polygonId);
  },
);
