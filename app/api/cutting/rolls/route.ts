// GET /api/cutting/rolls?materialCode=&status=&code= – rolls and offcuts (by material, status or own code), offcuts first; POST /api/cutting/rolls – register a roll from its supplier's label {code, widthMm?, lengthMm?, place?}: 201 with the roll, 400 naming what is missing or wrong (a size beyond ROLL_MAX_WIDTH_MM / ROLL_MAX_LENGTH_M too). Both for a cutting department's operators, supervisors and admins only.
import { assertKeepsRolls } from "@/lib/cutting/cut-list/cutting-department";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { registerRoll, registerRollBody, rollsOf, rollsQuery } from "@/lib/cutting/rolls/register-roll";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const GET = defineRoute(
  { roles: rollRoles, query: rollsQuery },
  async ({ upstream, employee, query }) => {
    await assertKeepsRolls(upstream, employee);
    return { rolls: await rollsOf(await appDatabase(), query) };
  },
);

export const POST = defineRoute(
  { roles: rollRoles, body: registerRollBody, audit: "roll.register", successStatus: 201 },
  async ({ upstream, employee, body, at }) => {
    await assertKeepsRolls(upstream, employee, body.departmentId);
    return registerRoll(await appDatabase(), upstream, employee, body, at);
  },
);
