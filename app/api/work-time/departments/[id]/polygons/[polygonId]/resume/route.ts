// POST /api/work-time/departments/{id}/polygons/{polygonId}/resume – resume (or join) the work on a polygon in progress in the department; a running entry elsewhere pauses; 409 when it is not in progress.
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { resumeStationWork } from "@/lib/work-time/station-time";

export const POST = defineRoute(
  { roles: ["operator", "supervisor"], params: departmentPolygonParams, audit: "work-time.resume" },
  async ({ employee, params, upstream }) => {
    assertMayWorkInDepartment(employee, params.id);
    const entry = await resumeStationWork(await appDatabase(), upstream, employee, {
      productionDepartmentId: params.id,
      productionPolygonId: params.polygonId,
    });
    return { entryId: entry.id, startedAt: entry.startedAt.toISOString() };
  },
);
