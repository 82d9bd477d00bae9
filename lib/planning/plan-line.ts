// What the planner knows of an open line, and the order it serves lines in:
// started work first, then the promised date, then the oldest.

export type PlanStep = { departmentId: number; minutes: number };

export type PlanLine = {
  /** The production polygon's id. */
  id: number;
  /** The promised delivery in plan time (lib/planning/plan-time.ts); null when nothing was promised. */
  promised: number | null;
  /** When the line came in (ms); the older goes first among equal promises. */
  createdAt: number;
  isHeld: boolean;
  /** Work on it has begun in some department: it continues before new work starts. */
  isStarted: boolean;
  /** The departments still to do, in workflow order, with their minutes. */
  steps: PlanStep[];
};

/** Negative when `a` is served before `b`. */
export function comparePriority(a: PlanLine, b: PlanLine): number {
  if (a.isStarted !== b.isStarted) return a.isStarted ? -1 : 1;
  const promisedA = a.promised ?? Infinity;
  const promisedB = b.promised ?? Infinity;
  if (promisedA !== promisedB) return promisedA < promisedB ? -1 : 1;
  return a.createdAt - b.createdAt || a.id - b.id;
}
