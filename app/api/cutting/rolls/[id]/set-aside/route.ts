// POST /api/cutting/rolls/{id}/set-aside – a planned roll missing or damaged {departmentId, reason: missing|damaged, note, goodLengthMm?}: set aside with its length kept (out of the plan, on the supervisor's fabric card), audited; 400 for a damaged roll without its good length or one longer than the roll has left, 409 when the roll is no longer in stock; a cutting department's operators, supervisors and admins only.
import { idParams } from "@/lib/base/params";
import { assertKeepsRolls } from "@/lib/cutting/cut-list/cutting-department";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { setAsideBody, setRollAside } from "@/lib/cutting/rolls/set-aside";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";

export const POST = defineRoute(
  { roles: rollRoles, params: idParams, body: setAsideBody, audit: "roll.set-aside" },
  async ({ upstream, employee, params, body, at }) => {
    await assertKeepsRolls(upstream, employee, body.departmentId);
    const by = { employeeId: employee.employeeId, name: employee.displayName };
    const roll = await setRollAside(await appDatabase(), params.id, body, {
      by,
      at,
      locale: employee.locale,
    });
    return { roll };
  },
);
