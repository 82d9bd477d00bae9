// The worker task of the supervisor's what-if (docs/planning.md, "The
// what-if"): one department-day's minutes changed on a plan, the late lines
// read, the change taken back. On the thread that made the plan its planner is
// kept (plan.task.ts) and replans from the changed day on; elsewhere the plan is
// made again from the lines and capacity the main thread sends with the question.
// Besides the late list with the change it answers what the change moves: the
// lines whose days late change, the totals before and after (what-if.ts).
import { defineTask } from "@/lib/workers/task";
import { createPlanner, type LinePlan } from "./plan";
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

/** Lines late and their days late summed, of one plan. */
export type LateTotals = { lines: number; days: number };

/**
 * What the change moves: the lines whose days late change (as the screens show them,
 * to a hundredth of a day), the most changed first, the first `limit` of them, as columns.
 */
export type WhatIfChanges = {
  before: LateTotals;
  after: LateTotals;
  /** Lines whose projected finish moves at all (late or not). */
  moved: number;
  /** Lines late before and on time with the change, and on time before and late with it. */
  backOnTime: number;
  newlyLate: number;
  total: number;
  ids: Int32Array;
  finishBefore: Float64Array;
  finishAfter: Float64Array;
  lateByBefore: Float64Array;
  lateByAfter: Float64Array;
};

/** Days late as the screens show them: to a hundredth of a day. */
/**
 * Days late to a hundredth, as every answer gives them. A line late at all is at least 0.01 days
 * late: rounded to 0, a line a few minutes late was on the late list and "on time" on its project page.
 */
export const roundedDays = (days: number) => (days > 0 ? Math.max(0.01, Math.round(days * 100) / 100) : 0);

/** A finish that moves less than this (plan-time days, about a second) has not moved. */
const stillness = 1e-5;

const finishOf = (plan: LinePlan) => (plan.status === "planned" ? plan.finish : NaN);
const isLate = (plan: LinePlan) => plan.status === "planned" && plan.lateBy > 0;

function totalsOf(plans: readonly LinePlan[]): LateTotals {
  let [lines, days] = [0, 0];
  for (const plan of plans)
    if (isLate(plan)) {
      lines++;
      days += plan.lateBy;
    }
  return { lines, days };
}

/** The lines the change moves, compared line by line (the change keeps the planner's order). */
function changesBetween(
  before: readonly LinePlan[],
  after: readonly LinePlan[],
  limit: number,
): WhatIfChanges {
  const changed: number[] = [];
  let [moved, backOnTime, newlyLate] = [0, 0, 0];
  after.forEach((plan, i) => {
    const was = before[i]!;
    const [finishBefore, finishAfter] = [finishOf(was), finishOf(plan)];
    const isSame =
      finishBefore === finishAfter ||
      (Number.isNaN(finishBefore) && Number.isNaN(finishAfter)) ||
      Math.abs(finishBefore - finishAfter) < stillness;
    if (!isSame) moved++;
    if (roundedDays(was.lateBy) === roundedDays(plan.lateBy)) return;
    changed.push(i);
    if (isLate(was) && !isLate(plan)) backOnTime++;
    if (!isLate(was) && isLate(plan)) newlyLate++;
  });
  // Back on time first, then the largest change of days late, then by id.
  const gain = (i: number) => Math.abs(before[i]!.lateBy - after[i]!.lateBy);
  const isBack = (i: number) => (isLate(before[i]!) && !isLate(after[i]!) ? 1 : 0);
  changed.sort((a, b) => isBack(b) - isBack(a) || gain(b) - gain(a) || after[a]!.id - after[b]!.id);
  const first = changed.slice(0, limit);
  return {
    before: totalsOf(before),
    after: totalsOf(after),
    moved,
    backOnTime,
    newlyLate,
    total: changed.length,
    ids: Int32Array.from(first, (i) => after[i]!.id),
    finishBefore: Float64Array.from(first, (i) => finishOf(before[i]!)),
    finishAfter: Float64Array.from(first, (i) => finishOf(after[i]!)),
    lateByBefore: Float64Array.from(first, (i) => before[i]!.lateBy),
    lateByAfter: Float64Array.from(first, (i) => after[i]!.lateBy),
  };
}

export function lateWithChange({
  plan,
  change,
  limit,
}: WhatIfInput): WhatIfLate & { changes: WhatIfChanges } {
  let planner = keptPlanner.version === plan.version ? keptPlanner.planner : null;
  if (!planner) {
    planner = createPlanner(planLinesOf(plan), capacityOfResult(plan));
    Object.assign(keptPlanner, { version: plan.version, planner });
  }
  const before = planner.plans;
  const capacityBefore = planner.capacityOf(change.departmentId, change.day);
  planner.setCapacity(change.departmentId, change.day, change.minutes);
  try {
    const after = planner.plans;
    const late = after.filter(isLate);
    late.sort((a, b) => b.lateBy - a.lateBy || a.id - b.id);
    const first = late.slice(0, limit);
    return {
      total: late.length,
      ids: Int32Array.from(first, (p) => p.id),
      finish: Float64Array.from(first, (p) => p.finish ?? 0),
      lateBy: Float64Array.from(first, (p) => p.lateBy),
      lateCause: Int32Array.from(first, (p) => p.lateCause ?? -1),
      changes: changesBetween(before, after, limit),
    };
  } finally {
    planner.setCapacity(change.departmentId, change.day, capacityBefore);
  }
}

export default defineTask("lib/planning/what-if.task.ts", lateWithChange);
