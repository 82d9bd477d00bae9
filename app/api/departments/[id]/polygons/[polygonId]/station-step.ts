// The one handler of a station step (a job-ticket scan, Start or Done): the
// status move through the route's write path, then the operator's working
// time follows the step (lib/work-time/station-time.ts). The route composes
// the two features; neither imports the other.
import { z } from "zod";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { departmentPolygonParams } from "@/lib/base/params";
import { advancePolygon } from "@/lib/stations/station-moves";
import { assertMayWorkInDepartment } from "@/lib/stations/stations";
import { recordStationStep } from "@/lib/work-time/station-time";

/** A scan's answer to "Start anyway?" (lib/stations/station-moves.ts): `?material=confirmed`. */
const stepQuery = z.object({ material: z.enum(["confirmed"]).optional() });

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
      const moved = await advancePolygon(
        db,
        upstream,
        employee,
        params.id,
        params.polygonId,
        step,
        at,
        asksMaterial,
      );
      const job = { productionDepartmentId: params.id, productionPolygonId: params.polygonId };
      const workTime = await recordStationStep(db, upstream, employee, job, moved.step, at);
      return { ...moved, workTime };
    },
  );
}
