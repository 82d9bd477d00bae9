// GET /api/cutting/plan.csv?departmentId= – the same cut plan as CSV for an automatic cutting table: a header row, then one row per cut (roll, lot, offset along and across the roll, length, width).
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { planCsv } from "@/lib/cutting/queue/plan-csv";
import { cuttingPlanQuery } from "@/lib/cutting/queue/schemas";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { defineRoute } from "@/lib/route/define-route";

export const GET = defineRoute(
  { roles: rollRoles, query: cuttingPlanQuery },
  async ({ upstream, employee, query }) => {
    const plan = await departmentCuttingPlan(upstream, employee, query.departmentId);
    return new Response(planCsv(plan), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="cut-plan-${query.departmentId}.csv"`,
      },
    });
  },
);
