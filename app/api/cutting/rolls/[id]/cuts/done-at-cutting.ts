// A line whose pieces are all cut is done at cutting through the station's own
// steps (lib/stations advancePolygon, then the working time), so the queues,
// the board and "done today" stay true. The route composes the features; none
// imports another.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { advancePolygon } from "@/lib/stations/station-moves";
import { recordStationStep } from "@/lib/work-time/station-time";

/** Waiting → (started →) done: the steps made, as the station would make them one scan at a time. */
export async function doneAtCutting(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: { productionDepartmentId: number; productionPolygonId: number },
  at: Date,
): Promise<("start" | "finish")[]> {
  const steps: ("start" | "finish")[] = [];
  while (!steps.includes("finish") && steps.length < 2) {
    const moved = await advancePolygon(
      db,
      upstream,
      employee,
      job.productionDepartmentId,
      job.productionPolygonId,
      undefined,
      at,
    );
    await recordStationStep(db, upstream, employee, job, moved.step, at);
    steps.push(moved.step);
  }
  return steps;
}
