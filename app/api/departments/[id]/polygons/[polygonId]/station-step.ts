// The one handler of a station step (a job-ticket scan, Start or Done): the
// status move through the route's write path, then the operator's working
// time follows the step (lib/work-time/station-time.ts). The route composes
// the two features; neither imports the other.
import { z } from "zod";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { assertNotOnCutList } from "@/lib/cutting/cut-list/pieces-on-cut-list";
import { closeVisit } from "@/lib/quality/results";
import { assertChecksPassed } from "@/lib/quality/station-checks";
import { advancePolygon, type StepGuard } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { recordStationStep } from "@/lib/work-time/station-time";

/**
 * A scan's answer to "Start anyway?" (lib/stations/station-moves.ts): `?material=confirmed`;
 * a supervisor's Done of a line with pieces on the Cut list: `?cutList=override` (audited).
 */
const stepQuery = z.object({
  material: z.enum(["confirmed"]).optional(),
  cutList: z.enum(["override"]).optional(),
});

/** `step` undefined: the polygon's one next step here (a ticket scan). */
export function stationStepRoute(step: "start" | "finish" | undefined, audit: string) {
  return defineRoute(
    { roles: ["operator", "supervisor"], params: departmentPolygonParams, query: stepQuery, audit },
    async ({ upstream, employee, params, query, at }) => {
      assertMayWorkInDepartment(employee, params.id);
      const db = await appDatabase();
      // `at`: the press on the tablet, also when the outbox sends the step later (lib/route/made-at.ts).
      // A scan asks about missing material (the buttons asked on the card before sending).
      const asksMaterial = step === undefined && query.material !== "confirmed";
      // What other features say before the step (lib/stations/station-moves.ts, StepGuard).
      // Done at cutting's station while the line's pieces are on the Cut list: the cutter goes there.
      const isOverride = query.cutList === "override";
      const beforeStep: StepGuard[] = [
        async ({ step: next, departmentId, productionPolygonId }) => {
          if (next !== "finish") return;
          await assertNotOnCutList(db, upstream, employee, { departmentId, productionPolygonId, isOverride });
        },
        // Done where the line has required quality checks: only after this visit passed them (docs/quality.md).
        async ({ step: next, departmentId, productionPolygonId, employee: who }) => {
          if (next === "finish")
            await assertChecksPassed(db, upstream, who.locale, departmentId, productionPolygonId);
        },
      ];
      const moved = await advancePolygon(
        db,
        upstream,
        employee,
        params.id,
        params.polygonId,
        step,
        at,
        asksMaterial,
        beforeStep,
      );
      // The Done ends the visit's checks: a line that comes back is checked again.
      if (moved.step === "finish") await closeVisit(db, params.id, params.polygonId, at);
      const job = { productionDepartmentId: params.id, productionPolygonId: params.polygonId };
      const workTime = await recordStationStep(db, upstream, employee, job, moved.step, at);
      return { ...moved, workTime };
    },
  );
}
