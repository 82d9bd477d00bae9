// POST /api/departments/{id}/polygons/{polygonId}/problem – report a problem (multipart: remark, optional photo ≤ 2 MB): the polygon goes on hold.
import { appDatabase } from "@/lib/route/app-database";
import { readProblemReport } from "@/lib/polygons/problems";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/route/params";
import { reportProblem } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  {
    roles: ["operator", "supervisor"],
    params: departmentPolygonParams,
    audit: "department.polygon-problem",
    successStatus: 201,
  },
  async ({ upstream, employee, params, request }) => {
    assertMayWorkInDepartment(employee, params.id);
    // Multipart (the photo), so read here rather than as defineRoute's JSON body.
    const report = await readProblemReport(request);
    return reportProblem(await appDatabase(), upstream, employee, params.id, params.polygonId, report);
  },
);
