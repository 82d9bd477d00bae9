// GET /api/cutting/cut-list?departmentId= – the cutter's screen: the department's cut plan roll by roll (code, lot, place, length left), each cut named by its line (project, order line) with its marks from the roll's start, and the pieces of strips already cut whose tickets are still to be scanned.
import { cutListOf } from "@/lib/cutting/cut-list/cut-list";
import { cutListSchema } from "@/lib/cutting/cut-list/schemas";
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { cuttingPlanQuery } from "@/lib/cutting/queue/schemas";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: rollRoles, query: cuttingPlanQuery, response: cutListSchema },
  async ({ upstream, employee, query }) => {
    const plan = await departmentCuttingPlan(upstream, employee, query.departmentId);
    return cutListSchema.parse(await cutListOf(await appDatabase(), upstream, query.departmentId, plan));
  },
);
