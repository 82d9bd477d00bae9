// GET /api/planning/what-if?departmentId&day&minutes&limit – what hours added to or taken from a department's day would change: the lines whose days late change, the totals before and after, the lines back on time; nothing is saved.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { workshopPlan } from "@/lib/planning/projection";
import { explainWhatIf, whatIfAnswerSchema, whatIfQuery } from "@/lib/planning/what-if";

export const GET = defineRoute(
  { roles: ["supervisor"], query: whatIfQuery, response: whatIfAnswerSchema },
  async ({ upstream, query }) => explainWhatIf(await workshopPlan(await appDatabase(), upstream), query),
);
