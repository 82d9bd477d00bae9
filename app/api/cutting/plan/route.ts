// GET /api/cutting/plan?departmentId= – the cut plan of the lines waiting at a cutting department: per fabric the rolls and offcuts to cut from, each cut's place on its roll, the fabric used against the lower bound, and the lines not plannable with the reason.
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { cuttingPlanQuery, cuttingPlanSchema } from "@/lib/cutting/queue/schemas";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute(
  { roles: rollRoles, query: cuttingPlanQuery, response: cuttingPlanSchema },
  async ({ upstream, employee, query }) =>
    cuttingPlanSchema.parse(await departmentCuttingPlan(upstream, employee, query.departmentId)),
);
