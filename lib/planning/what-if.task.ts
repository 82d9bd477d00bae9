// The worker task of the supervisor's what-if (docs/planning.md, "The
// what-if"): one department-day's minutes changed on a plan, the late lines
// read, the change taken back. On the thread that made the plan its planner is
// kept (plan.task.ts) and replans from the changed day on; elsewhere the plan is
// made again from the lines and capacity the main thread sends with the question.
import { defineTask } from "@/lib/workers/task";
import { createPlanner } from "./plan";
import { capacityOfResult, planLinesOf, type PlanResult } from "./plan-result";
import { keptPlanner } from "./plan.task";

export type WhatIfInput = {
  /** The plan's lines and capacity: what the planner is made from, where it is not kept. */
  plan: Pick<PlanResult, "version" | "days"> & {
    lines: Pick<PlanResult["lines"], "ids" | "promised" | "createdAt" | "flags" | "stepOffsets">;
    steps: Pick<PlanResult["steps"], "departmentIds" | "minutes">;
    departments: Pick<PlanResult["departments"], "ids" | "capacity">;
  };
  /** The department-day's minutes in the what-if (not the change: the minutes it would have). */
  change: { departmentId: number; day: number; minutes: number };
  limit: number;
};

/** The late lines of the what-if, latest first, the first `limit` of them, as columns. */
export type WhatIfLate = {
  total: number;
  ids: Int32Array;
  finish: Float64Array;
  lateBy: Float64Array;
  lateCause: Int32Array;
};

export function lateWithChange({ plan, change, limit }: WhatIfInput): WhatIfLate {
  let planner = keptPlanner.version === plan.version ? keptPlanner.planner : null;
  if (!planner) {
    planner = createPlanner(planLinesOf(plan), capacityOfResult(plan));
    Object.assign(keptPlanner, { version: plan.version, planner });
  }
  const before = planner.capacityOf(change.departmentId, change.day);
  planner.setCapacity(change.departmentId, change.day, change.minutes);
  try {
    const late = planner.plans.filter((p) => p.status === "planned" && p.lateBy > 0);
    late.sort((a, b) => b.lateBy - a.lateBy || a.id - b.id);
    const first = late.slice(0, limit);
    return {
      total: late.length,
      ids: Int32Array.from(first, (p) => p.id),
      finish: Float64Array.from(first, (p) => p.finish ?? 0),
      lateBy: Float64Array.from(first, (p) => p.lateBy),
      lateCause: Int32Array.from(first, (p) => p.lateCause ?? -1),
    };
  } finally {
    planner.setCapacity(change.departmentId, change.day, before);
  }
}

export default defineTask("lib/planning/what-if.task.ts", lateWithChange);
