// POST /api/quality/departments/{id}/lines/{polygonId}/pass – a supervisor's pass of a line whose checks failed, with a remark (audited as quality.supervisor-pass); anyone else 403.
import { departmentPolygonParams } from "@/lib/base/params";
import { passLine } from "@/lib/quality/station-checks";
import { passBody, passRoles, resultSchema } from "@/lib/quality/schemas";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const POST = defineRoute(
  {
    roles: passRoles,
    params: departmentPolygonParams,
    body: passBody,
    audit: "quality.supervisor-pass",
    successStatus: 201,
    response: resultSchema,
  },
  async ({ upstream, employee, params, body, at }) => {
    const job = { departmentId: params.id, productionPolygonId: params.polygonId };
    return resultSchema.parse(await passLine(await appDatabase(), upstream, employee, job, body.remark, at));
  },
);
