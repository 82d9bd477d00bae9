// What the floor's screens show of the plan (docs/planning.md, "What people
// see"): a station's next working days against its hours, and the lines each
// department is planned to finish today (the wall board keeps the morning's list
// and sets it against its done today, which counts lines too).
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

/**
 * Per department of the plan, the lines whose work there the plan finishes by the end of
 * today's shift (the wall board keeps the morning's list, lib/board/planned-today.ts).
 */
export function linesPlannedToday(plan: WorkshopPlan): Map<number, number[]> {
  const { lines, steps } = plan.result;
  const planned = new Map(plan.departmentIds.map((id) => [id, [] as number[]]));
  for (let p = 0; p < lines.ids.length; p++) {
    // Status 0 is "planned" (plan-store.ts): only a planned line's steps have a finish.
    if (lines.status[p] !== 0) continue;
    for (let at = lines.stepOffsets[p]!; at < lines.stepOffsets[p + 1]!; at++)
      // Plan time 1 is the end of today's shift (plan-time.ts).
      if (steps.finish[at]! <= 1) planned.get(steps.departmentIds[at]!)?.push(lines.ids[p]!);
  }
  return planned;
}
