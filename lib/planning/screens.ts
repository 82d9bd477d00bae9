// What the floor's screens show of the plan (docs/planning.md, "What people
// see"): a station's next working days against its hours, and the lines each
// department is planned to finish today (the wall board sets them against its
// done today, which counts lines too).
import { loadOf, type DepartmentLoad } from "./answers";
import type { WorkshopPlan } from "./projection";

/** Days looked through for the next working days: three weeks cover a long holiday. */
const lookAheadDays = 21;

/**
 * The department's next `workingDays` days that have hours or work: a weekend,
 * a holiday or today after the shift has neither, and is left out.
 */
export function upcomingLoad(
  plan: WorkshopPlan,
  departmentId: number,
  workingDays = 5,
): DepartmentLoad["days"] {
  return loadOf(plan, departmentId, lookAheadDays)
    .days.filter((day) => day.capacityMinutes > 0 || day.plannedMinutes > 0)
    .slice(0, workingDays);
}

/** Per department of the plan, the lines whose work there the plan finishes by the end of today's shift. */
export function linesFinishingToday(plan: WorkshopPlan): Map<number, number> {
  // Counted with the plan (plan-result.ts): plan time 1 is the end of today's shift.
  const { ids, finishingToday } = plan.result.departments;
  const counts = new Map(plan.departmentIds.map((id) => [id, 0]));
  ids.forEach((id, d) => counts.set(id, finishingToday[d] ?? 0));
  return counts;
}
