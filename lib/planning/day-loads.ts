// The minutes each department has per day, as the planner reads them
// (docs/planning.md, "How a line is placed"; the placing itself is in plan.ts).

/** Minutes each department has per day, from day 0 (the plan's first day) to the horizon. */
export type Capacity = { days: number; minutes: Map<number, Float64Array> };

/** Minutes or day shares below this are nothing (sums of fractions are not exact). */
export const epsilon = 1e-9;
