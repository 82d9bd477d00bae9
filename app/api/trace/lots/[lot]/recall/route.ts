// POST /api/trace/lots/{lot}/recall – every line of the lot that has not shipped goes on hold with the reason (supervisors and admins; audited).
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { recallLot } from "@/lib/trace/recall";
import { lotParams, recallBody, recallResultSchema, traceRoles } from "@/lib/trace/schemas";

export const POST = defineRoute(
  {
    roles: traceRoles,
    params: lotParams,
    body: recallBody,
    audit: "trace.recall",
    response: recallResultSchema,
  },
  async ({ upstream, employee, params, body }) =>
    recallResultSchema.parse(await recallLot(await appDatabase(), upstream, employee, params.lot, body)),
);
