// GET /api/planning/late?limit&departmentId&day&minutes – lines projected late, most late first; with a what-if of hours on one department's day, the list as it would be.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { lateAnswerSchema, lateQuery } from "@/lib/planning/late";
import { lateList, nameLateList } from "@/lib/planning/late-list";
import { workshopPlan } from "@/lib/planning/projection";

export const GET = defineRoute(
  { roles: ["supervisor"], query: lateQuery, response: lateAnswerSchema },
  async ({ upstream, query }) => {
    const plan = await workshopPlan(await appDatabase(), upstream);
    // Each line named (project · line · product · customer), not by its bare id.
    return nameLateList(upstream, plan, await lateList(plan, query));
  },
);
