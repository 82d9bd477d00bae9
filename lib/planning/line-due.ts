// What is due first, for a screen that lists lines to work on (the Cut list,
// docs/cutting.md "In the order of what is due"): the capacity plan's
// projection says which lines will be late; the promise says when each is due.
import { logWarning } from "@/lib/base/log";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { positionOf } from "./plan-result";
import { workshopPlan, type WorkshopPlan } from "./projection";

export type LineDue = {
  /** The projection finishes it after its promised date (as the supervisor's late list says). */
  isProjectedLate: boolean;
  /** Its promised delivery (epoch ms); null: nothing promised. */
  dueAt: number | null;
};

export type DueOf = (productionPolygonId: number) => LineDue | undefined;

/** Each line's due in this plan; undefined for a line the plan does not hold. */
export function dueOfLines(plan: WorkshopPlan): DueOf {
  const { lines } = plan.result;
  return (productionPolygonId) => {
    const at = positionOf(plan.result, productionPolygonId);
    if (at < 0) return undefined;
    const promisedAt = plan.promisedAt.at(lines.polygonIndex[at]!);
    return {
      isProjectedLate: lines.status[at] === 0 && lines.lateBy[at]! > 0,
      dueAt: promisedAt ? Date.parse(promisedAt) : null,
    };
  };
}

/** The lines' due from the current plan; when the plan cannot be made, none (logged): the list keeps its order. */
export async function dueOfLinesNow(db: Database, upstream: ProductionApiClient): Promise<DueOf> {
  try {
    return dueOfLines(await workshopPlan(db, upstream));
  } catch (error) {
    logWarning("[planning] no projection to order by what is due:", error);
    return () => undefined;
  }
}
