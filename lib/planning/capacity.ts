// Capacity per department and day (docs/planning.md, "Capacity"): the people
// of a department × the minutes of the shift × the efficiency, on the
// workshop's days of work that are not closed, plus a supervisor's adjustments.
import { isoWeekdayOf } from "@/lib/base/workshop-days";
import type { Capacity } from "./day-loads";
import { dayOf, type PlanClock, type WorkshopHours } from "./plan-time";

export type CapacityRules = {
  /** People who work in each department, by department id. */
  people: Map<number, number>;
  efficiency: number;
  /** ISO weekdays worked, 1 = Monday. */
  workDays: ReadonlySet<number>;
  closedDays: ReadonlySet<string>;
  /** Minutes added (or, negative, taken) per department and day: `${departmentId}|${day}`. */
  adjustments: ReadonlyMap<string, number>;
};

export const adjustmentKey = (departmentId: number, day: string) => `${departmentId}|${day}`;

/**
 * The minutes one person gives a day in the plan (the shift × the efficiency): what an announced
 * absence takes from the department's day, per person away, as an adjustment of minus this.
 */
export const personDayMinutes = (hours: WorkshopHours, efficiency: number) =>
  (hours.endMinutes - hours.startMinutes) * efficiency;

/** Capacity for `days` days from the clock's first day, of which only the hours left count. */
export function capacityTable(rules: CapacityRules, clock: PlanClock, days: number): Capacity {
  const minutes = new Map<number, Float64Array>();
  // The days worked out once for every department (each a date's text and weekday: a replan's hot spot).
  const dayTexts = Array.from({ length: days }, (_, i) => dayOf(clock, i));
  const isWorked = dayTexts.map((day) => rules.workDays.has(isoWeekdayOf(day)) && !rules.closedDays.has(day));
  const shift = clock.hours.endMinutes - clock.hours.startMinutes;
  for (const [departmentId, people] of rules.people) {
    const row = new Float64Array(days);
    for (let i = 0; i < days; i++) {
      const day = dayTexts[i]!;
      // The staffed minutes of the department-day, before the adjustments.
      const staffed = isWorked[i] ? people * shift * rules.efficiency : 0;
      const total = Math.max(0, staffed + (rules.adjustments.get(adjustmentKey(departmentId, day)) ?? 0));
      row[i] = i === 0 ? total * (1 - clock.firstDayGone) : total;
    }
    minutes.set(departmentId, row);
  }
  return { days, minutes };
}
