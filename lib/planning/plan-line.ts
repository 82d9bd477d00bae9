// What the planner knows of an open line, and the order a department takes
// its queue in (docs/planning.md, "How a line is placed"): work already
// started first, then first come, first served, as the floor works.

export type PlanStep = { departmentId: number; minutes: number };

export type PlanLine = {
  /** The production polygon's id. */
  id: number;
  /** The promised delivery in plan time (lib/planning/plan-time.ts); null when nothing was promised. */
  promised: number | null;
  /** When the line came in (ms): its place in the queue when its arrival is not known. */
  createdAt: number;
  /** When the line came to its current department (ms): its place in that department's queue. Absent: createdAt. */
  arrivedAt?: number;
  isHeld: boolean;
  /** Work on it has begun in its current department: it continues before new work starts. */
  isStarted: boolean;
  /** The departments still to do, in workflow order, with their minutes. */
  steps: PlanStep[];
};

const arrivalOf = (line: PlanLine) => line.arrivedAt ?? line.createdAt;

/** Negative when `a` is served before `b` in the department both wait in now. */
export function comparePriority(a: PlanLine, b: PlanLine): number {
  if (a.isStarted !== b.isStarted) return a.isStarted ? -1 : 1;
  // Arrival, then id only: a line made again from the plan's columns (plan-result.ts keeps its arrival alone) keeps its place.
  return arrivalOf(a) - arrivalOf(b) || a.id - b.id;
}
