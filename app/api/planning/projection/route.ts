// GET /api/planning/projection?productionProjectId= – the project's open lines with each department's projected start and finish.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { projectionOf, projectionSchema } from "@/lib/planning/answers";
import { projectionQuery, workshopPlan } from "@/lib/planning/projection";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: projectionQuery, response: projectionSchema },
  async ({ upstream, query }) =>
    projectionOf(await workshopPlan(await appDatabase(), upstream), query.productionProjectId),
);
