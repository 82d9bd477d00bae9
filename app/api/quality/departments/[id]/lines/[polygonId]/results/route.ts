// POST /api/quality/departments/{id}/lines/{polygonId}/results – the line's check results (JSON, photos as base64): pass or fail worked out here; a fail with its quality reason sends the line back to a department or on hold, and is counted in the reasons' Pareto.
import { departmentPolygonParams } from "@/lib/base/params";
import { submitResult } from "@/lib/quality/station-checks";
import { resultForAudit } from "@/lib/quality/photos";
import {
  maxResultBodyChars,
  reasonSnapshot,
  resultBody,
  resultSchema,
  stationRoles,
} from "@/lib/quality/schemas";
import { chosenReason } from "@/lib/reasons/chosen-reason";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";

export const POST = defineRoute(
  {
    roles: stationRoles,
    params: departmentPolygonParams,
    body: resultBody,
    audit: "quality.result",
    successStatus: 201,
    response: resultSchema,
    maxBodyChars: maxResultBodyChars,
    auditBody: resultForAudit,
  },
  async ({ upstream, employee, params, body, at }) => {
    assertMayWorkInDepartment(employee, params.id);
    const db = await appDatabase();
    const { reason, record } = await chosenReason(db, "quality", body.reasonId);
    const job = { departmentId: params.id, productionPolygonId: params.polygonId };
    const snapshot = reason && reasonSnapshot.parse(reason);
    const result = await submitResult(db, upstream, employee, job, body, snapshot, at);
    if (!result.isPassed)
      await record(employee, {
        productionPolygonId: params.polygonId,
        place: "station",
        productionDepartmentId: params.id,
        redoDepartmentId:
          result.destination?.kind === "department" ? result.destination.productionDepartmentId : null,
        remark: body.reasonRemark,
      });
    return resultSchema.parse(result);
  },
);
