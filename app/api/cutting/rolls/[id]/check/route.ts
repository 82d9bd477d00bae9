// POST /api/cutting/rolls/{id}/check – a roll's label scanned at the cutter's screen {departmentId, code}, checked against roll {id} of the plan: `isRight`, the verdict (right, wrong-roll, wrong-lot, wrong-material) and the reason as a sentence; 400 for a code that is no roll label, 404 for an own code no roll has.
import { checkRoll } from "@/lib/cutting/cut-list/check-roll";
import { assertKeepsRolls } from "@/lib/cutting/cut-list/cutting-department";
import { keptCutList } from "@/lib/cutting/cut-list/kept-cut-list";
import { rollCheckBody, rollCheckSchema } from "@/lib/cutting/cut-list/schemas";
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { idParams } from "@/lib/base/params";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

// A check changes nothing: no audit row, no Idempotency-Key (a read sent as POST, like a search).
export const POST = defineRoute(
  { roles: rollRoles, params: idParams, body: rollCheckBody, audit: false, response: rollCheckSchema },
  async ({ upstream, employee, params, body }) => {
    await assertKeepsRolls(upstream, employee, body.departmentId);
    const db = await appDatabase();
    const plan = await departmentCuttingPlan(upstream, employee, body.departmentId);
    const cutList = await keptCutList(db, upstream, body.departmentId, plan);
    return checkRoll(db, params.id, body.code, { cutList, locale: employee.locale });
  },
);
