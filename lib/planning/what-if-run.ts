// One department's day with minutes added or taken, applied to the plan on a
// worker thread (what-if.task.ts) and taken back there: the late list's
// what-if and the what-if that explains itself read the same run.
import { runTask } from "@/lib/workers/pool";
import { dayIndex } from "./late";
import { capacityAt } from "./plan-result";
import type { WorkshopPlan } from "./projection";
import whatIfTask from "./what-if.task";

export type DayChange = { departmentId: number; day: string; minutes: number };

export async function runWhatIf(plan: WorkshopPlan, change: DayChange, limit: number) {
  const index = dayIndex(plan, change);
  const capacityBefore = capacityAt(plan.result, change.departmentId, index);
  // As a saved adjustment counts (capacity.ts): today only for the share of the shift left.
  const share = index === 0 ? 1 - plan.clock.firstDayGone : 1;
  const capacityWith = Math.max(0, capacityBefore + change.minutes * share);
  const { version, days, lines, steps, departments } = plan.result;
  // The columns the planner is made from, copied to the worker (not handed over: this thread
  // keeps reading them).
  const answer = await runTask(whatIfTask, {
    plan: {
      version,
      days,
      lines: {
        ids: lines.ids,
        promised: lines.promised,
        createdAt: lines.createdAt,
        flags: lines.flags,
        stepOffsets: lines.stepOffsets,
      },
      steps: { departmentIds: steps.departmentIds, minutes: steps.minutes },
      departments: { ids: departments.ids, capacity: departments.capacity },
    },
    change: { departmentId: change.departmentId, day: index, minutes: capacityWith },
    limit,
  });
  return { answer, share, capacityBefore, capacityWith };
}
