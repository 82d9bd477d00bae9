// The projected finish of a few projects for a quick read (the office search
// box): from the newest plan there is, never waiting for a new one. The plan is
// the one every screen reads (projection.ts, made on a worker); when it is old,
// asking for it starts the next in the background and this answer uses the
// last one made. Before the first plan, a search answers without dates.
import { setTimeout as sleep } from "node:timers/promises";
import { processWide } from "@/lib/base/process-wide";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { projectionOf } from "./answers";
import { workshopPlan, type WorkshopPlan } from "./projection";

/** What the search box shows of a project's plan. */
export type ProjectPlanDate =
  | { plan: "planned"; projectedFinish: string }
  /** A line on hold or past the horizon: the project has no one date. */
  | { plan: "unplanned"; projectedFinish: null }
  /** No line of the project is open in the plan (done, shipped, or not yet released). */
  | { plan: "nothing-open"; projectedFinish: null }
  /** No plan made yet (the server has just started). */
  | { plan: "no-plan"; projectedFinish: null };

const newest = processWide("planning-newest-plan", () => ({ plan: null as WorkshopPlan | null }));

/** How long a read waits for a plan being made when none was made before. */
const firstPlanWaitMs = 200;

async function newestPlan(db: Database, upstream: ProductionApiClient): Promise<WorkshopPlan | null> {
  const making = workshopPlan(db, upstream);
  void making.then((plan) => void (newest.plan = plan)).catch(() => undefined);
  // A kept plan has settled already, and wins the race against the timer.
  const timer = sleep(newest.plan ? 0 : firstPlanWaitMs, null, { ref: false });
  const plan = await Promise.race([making, timer]).catch(() => null);
  return plan ?? newest.plan;
}

export async function projectPlanDates(
  db: Database,
  upstream: ProductionApiClient,
  productionProjectIds: readonly number[],
): Promise<Map<number, ProjectPlanDate>> {
  if (productionProjectIds.length === 0) return new Map();
  const plan = await newestPlan(db, upstream);
  return new Map(
    productionProjectIds.map((id): [number, ProjectPlanDate] => {
      if (!plan) return [id, { plan: "no-plan", projectedFinish: null }];
      const projection = projectionOf(plan, id);
      if (projection.lines.length === 0) return [id, { plan: "nothing-open", projectedFinish: null }];
      return [
        id,
        projection.projectedFinish === null
          ? { plan: "unplanned", projectedFinish: null }
          : { plan: "planned", projectedFinish: projection.projectedFinish },
      ];
    }),
  );
}
