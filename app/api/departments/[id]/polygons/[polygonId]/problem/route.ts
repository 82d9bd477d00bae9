// POST /api/departments/{id}/polygons/{polygonId}/problem – report a problem (multipart: remark and/or reasonId, optional photo ≤ 2 MB): the polygon goes on hold.
import { appDatabase } from "@/lib/server/app-database";
import { readProblemReport } from "@/lib/polygons/problems";
import { labelOf } from "@/lib/reasons/catalogue";
import { chosenReason } from "@/lib/reasons/chosen-reason";
import { reasonText } from "@/lib/reasons/events";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { reportProblem } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const POST = defineRoute(
  {
    roles: ["operator", "supervisor"],
    params: departmentPolygonParams,
    audit: "department.polygon-problem",
    successStatus: 201,
    accepts: "multipart",
  },
  async ({ upstream, employee, params, request }) => {
    assertMayWorkInDepartment(employee, params.id);
    const db = await appDatabase();
    // Multipart (the photo), so read here rather than as defineRoute's JSON body.
    const { reasonId, remark, photo } = await readProblemReport(request);
    const { reason, record } = await chosenReason(db, "problem", reasonId);
    const text = reason ? reasonText(labelOf(reason, employee.locale), remark) : (remark ?? "");
    const problem = await reportProblem(db, upstream, employee, params.id, params.polygonId, {
      remark: text,
      photo,
    });
    await record(employee, {
      productionPolygonId: params.polygonId,
      place: "station",
      productionDepartmentId: params.id,
      remark,
    });
    return { ...problem, reasonId: reason?.id ?? null };
  },
);
