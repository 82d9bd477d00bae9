// POST /api/cutting/rolls/{id}/cuts – a cut confirmed by its line's ticket {departmentId, productionPolygonId}: the plan's piece of that line on roll {id} is taken off the roll (a "cut" event with productionPolygonId, plannedLengthMm, boundLengthMm), the roll's lot is kept on the line's material entry, and a line whose pieces are all cut is done at cutting; a roll of the planned roll's material and an allowed lot stands in for it (the plan follows); 409 when the plan cuts no piece of that line from this roll nor from one it may stand in for, 400 at a department that does not cut, 403 for anyone but its operators, supervisors and admins.
import { idParams } from "@/lib/base/params";
import { mayStandIn } from "@/lib/cutting/cut-list/another-roll";
import { cutPiece } from "@/lib/cutting/cut-list/cut-piece";
import { assertKeepsRolls } from "@/lib/cutting/cut-list/cutting-department";
import { recordCutLot } from "@/lib/cutting/cut-list/cut-lot";
import { oneCutAtATime } from "@/lib/cutting/cut-list/one-at-a-time";
import { cutBody } from "@/lib/cutting/cut-list/schemas";
import { departmentCuttingPlan } from "@/lib/cutting/queue/department-plan";
import { enteredCuttingAt, projectsAtCutting } from "@/lib/cutting/queue/queue-lines";
import { setMaterialMatched } from "@/lib/matching/matching";
import { rollRoles } from "@/lib/cutting/rolls/roles";
import { defineRoute } from "@/lib/route/define-route";
import { appDatabase } from "@/lib/server/app-database";
import { doneAtCutting } from "./done-at-cutting";

export const POST = defineRoute(
  { roles: rollRoles, params: idParams, body: cutBody, audit: "roll.cut" },
  async ({ upstream, employee, params, body, at }) => {
    const { departmentId, productionPolygonId } = body;
    await assertKeepsRolls(upstream, employee, departmentId);
    const db = await appDatabase();
    return oneCutAtATime(db, departmentId, async () => {
      const plan = await departmentCuttingPlan(upstream, employee, departmentId);
      const by = { employeeId: employee.employeeId, name: employee.displayName };
      const enteredAt = await enteredCuttingAt(db, upstream, departmentId, productionPolygonId);
      const projectOf = () => projectsAtCutting(db, upstream, departmentId);
      const standsIn = mayStandIn(db, plan, params.id, projectOf);
      const outcome = await cutPiece(
        db,
        plan,
        { rollId: params.id, productionPolygonId, enteredAt },
        { by, at, locale: employee.locale, standsIn },
      );
      const lot = await recordCutLot(db, upstream, employee, productionPolygonId, outcome.roll);
      // The fabric is at hand once it is cut: the entry is matched, as a matcher's scan of the roll would.
      if (lot && !lot.isMatched) await setMaterialMatched(upstream, lot.entryId, true, productionPolygonId);
      const job = { productionDepartmentId: departmentId, productionPolygonId };
      const steps = outcome.piecesLeft === 0 ? await doneAtCutting(db, upstream, employee, job, at) : [];
      return { ...outcome, lot: lot?.lot ?? null, steps };
    });
  },
);
