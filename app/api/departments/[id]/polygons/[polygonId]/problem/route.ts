// POST /api/departments/{id}/polygons/{polygonId}/problem – report a problem (multipart: remark, optional photo ≤ 2 MB): the polygon goes on hold.
import { appDatabase } from "@/lib/bff/app-database";
import { readProblemReport } from "@/lib/bff/problems";
import { defineRoute } from "@/lib/bff/route";
import { departmentPolygonParams } from "@/lib/bff/schemas";
import { reportProblem } from "@/lib/bff/station-moves";
import { assertMayWorkInDepartment } from "@/lib/bff/stations";

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
