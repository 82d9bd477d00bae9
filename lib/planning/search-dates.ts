// The projected finish of a few projects for a quick read (the office search
// box): from the newest plan there is (projection.ts's newestWorkshopPlan, made
// on a worker), never waiting for a new one: when it is old, the next is made
// in the background and this answer uses the last one made. Before the first
// plan, a search answers without dates after a short wait.
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { projectionOf } from "./answers";
import { positionsOfProject } from "./plan-result";
import { newestWorkshopPlan, type WorkshopPlan } from "./projection";

/** What the search box shows of a project's plan. */
export type ProjectPlanDate =
  | { plan: "planned"; projectedFinish: string }
  /** A line on hold or past the horizon: the project has no one date. */
  | { plan: "unplanned"; projectedFinish: null }
  /** No line of the project is open in the plan (done, shipped, or not yet released). */
  | { plan: "nothing-open"; projectedFinish: null }
  /** No plan made yet (the server has just started). */
  | { plan: "no-plan"; projectedFinish: null };

/** How long a read waits for the first plan being made before answering without it. */
const firstPlanWaitMs = 200;

async function newestPlan(db: Database, upstream: ProductionApiClient): Promise<WorkshopPlan | null> {
  const plan = newestWorkshopPlan(db, upstream);
  // A plan made already has settled, and wins the race against the timer.
  const timer = sleep(firstPlanWaitMs, null, { ref: false });
  return Promise.race([plan, timer]).catch(() => null);
}

/** What the search box reads of the newest plan: whether a project has open lines, and its date. */
export async function projectPlanReads(db: Database, upstream: ProductionApiClient) {
  const plan = await newestPlan(db, upstream);
  const noPlan: ProjectPlanDate = { plan: "no-plan", projectedFinish: null };
  if (!plan) return { hasOpenLines: () => false, dateOf: () => noPlan };
  return {
    hasOpenLines: (id: number) => positionsOfProject(plan.result, id).length > 0,
    dateOf: (id: number): ProjectPlanDate => {
      const projection = projectionOf(plan, id);
      if (projection.lines.length === 0) return { plan: "nothing-open", projectedFinish: null };
      return projection.projectedFinish === null
        ? { plan: "unplanned", projectedFinish: null }
        : { plan: "planned", projectedFinish: projection.projectedFinish };
    },
  };
}
