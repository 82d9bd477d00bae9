// POST /api/work-time/departments/{id}/polygons/{polygonId}/pause – pause the employee's running time on the polygon in the department; 409 when it is not running.
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { pauseStationWork } from "@/lib/work-time/station-time";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "work-time.pause" },
  async ({ employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    return pauseStationWork(await appDatabase(), employee, {
      productionDepartmentId: params.id,
      productionPolygonId: params.polygonId,
    });
  },
);
