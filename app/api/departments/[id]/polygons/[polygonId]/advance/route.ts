// POST /api/departments/{id}/polygons/{polygonId}/advance – a job-ticket scan: the polygon's one next step in the department (start or finish); 409 when it is not waiting or in progress here.
import { appDatabase } from "@/lib/bff/app-database";
import { defineRoute } from "@/lib/bff/route";
import { departmentPolygonParams } from "@/lib/bff/schemas";
import { advancePolygon } from "@/lib/bff/station-moves";
import { assertMayWorkInDepartment } from "@/lib/bff/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-advance" },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return advancePolygon(await appDatabase(), upstream, params.id, params.polygonId);
  },
);
