// GET /api/trace/lots/{lot}?materialCode= – the lot's rolls and every line cut from it (project, customer, metres, status, shipped).
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { lotParams, lotQuery, lotTraceSchema, traceRoles } from "@/lib/trace/schemas";
import { traceLot } from "@/lib/trace/trace-lot";

export const GET = defineRoute(
  { roles: traceRoles, params: lotParams, query: lotQuery, response: lotTraceSchema },
  async ({ upstream, employee, params, query }) =>
    lotTraceSchema.parse(await traceLot(await appDatabase(), upstream, params.lot, query, employee.locale)),
);
