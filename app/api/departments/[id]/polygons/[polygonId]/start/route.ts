// POST /api/departments/{id}/polygons/{polygonId}/start – start a waiting polygon in the department: its started status (or done, without one) and startAt = now; 409 when the workflow does not allow it.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { advancePolygon } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { recordStationStep } from "@/lib/work-time/station-time";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "department.polygon-start" },
  async ({ upstream, employee, params }) => {
    assertMayWorkInDepartment(employee, params.id);
    const db = await appDatabase();
    const moved = await advancePolygon(db, upstream, employee, params.id, params.polygonId, "start");
    // The operator's working time follows the step (lib/work-time/station-time.ts).
    const workTime = await recordStationStep(
      db,
      upstream,
      employee,
      {
        productionDepartmentId: params.id,
        productionPolygonId: params.polygonId,
      },
      moved.step,
    );
    return { ...moved, workTime };
  },
);
