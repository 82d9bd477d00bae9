// GET /api/planning/load?departmentId=&days= – the department's next days: capacity against planned minutes.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentLoadSchema, loadOf } from "@/lib/planning/answers";
import { loadQuery, workshopPlan } from "@/lib/planning/projection";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], query: loadQuery, response: departmentLoadSchema },
  async ({ upstream, query }) =>
    loadOf(await workshopPlan(await appDatabase(), upstream), query.departmentId, query.days),
);
