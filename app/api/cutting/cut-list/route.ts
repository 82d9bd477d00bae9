// GET /api/cutting/cut-list?departmentId= – the cutter's screen: the department's cut plan roll by roll (code, lot, place, length left), each cut named by its line (project, order line) with its marks from the roll's start, and the pieces of strips already cut whose tickets are still to be scanned; in the order of what is due (projected-late lines first, then by due date); the part a tablet shows (per fabric the first rolls up to 100 cuts, with how many more).
import { inDueOrder } from "@/lib/cutting/cut-list/due-order";
import { keptCutList } from "@/lib/cutting/cut-list/kept-cut-list";
import { cutListSchema } from "@/lib/cutting/cut-list/schemas";
import { shownPart } from "@/lib/cutting/cut-list/shown-part";
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { cuttingPlanQuery } from "@/lib/cutting/queue/schemas";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { dueOfLinesNow } from "@/lib/planning/line-due";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute(
  { roles: rollRoles, query: cuttingPlanQuery, response: cutListSchema },
  async ({ upstream, employee, query }) => {
    const db = await appDatabase();
    const plan = await departmentCuttingPlan(upstream, employee, query.departmentId);
    // What is due comes from the capacity plan (lib/planning): the route composes the two features.
    const [list, dueOf] = await Promise.all([
      keptCutList(db, upstream, query.departmentId, plan),
      dueOfLinesNow(db, upstream),
    ]);
    return cutListSchema.parse(shownPart(inDueOrder(list, dueOf)));
  },
);
