// GET /api/trace/lines/{productionPolygonId} – for every fabric of the line, the lots and rolls it was cut from.
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { lineParams, lineTraceSchema, traceRoles } from "@/lib/trace/schemas";
import { traceLine } from "@/lib/trace/trace-line";

export const GET = defineRoute(
  { roles: traceRoles, params: lineParams, response: lineTraceSchema },
  async ({ upstream, params }) =>
    lineTraceSchema.parse(await traceLine(await appDatabase(), upstream, params.productionPolygonId)),
);
