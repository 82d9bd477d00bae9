// The open lines as the planner sees them (docs/planning.md, "What is planned"):
// each polygon at a status some department has open work at, with the
// departments still to do from that one on, in workflow order, where the
// polygon has work planned.
import type { PlanLine, PlanStep } from "./plan-line";

export type PlanDepartment = {
  id: number;
  waitingValues: number[];
  startedValue: number | null;
  onHoldValue: number;
  /** Minutes of a line in this department when nothing is learned or planned (from its deliveryTime). */
  fallbackMinutes: number;
};

export type OpenPolygon = {
  id: number;
  productionProjectId: number;
  deliverAt: string | null;
  /** Newest first, read in place (a kept polygon's StatusHistory): no object per status. */
  statuses: StatusFacts;
};

export type StatusFacts = {
  readonly length: number;
  valueAt(index: number): number | undefined;
  assignedAtMsAt(index: number): number | undefined;
};

/** Statuses given as objects, newest first (the worker's columns, a bench, a test), read as StatusFacts. */
export const statusFactsOf = (statuses: readonly { value: number; assignedAtMs: number }[]): StatusFacts => ({
  length: statuses.length,
  valueAt: (i) => statuses[i]?.value,
  assignedAtMsAt: (i) => statuses[i]?.assignedAtMs,
});

/** Planned minutes (the upstream's productionValue) by department id, then polygon id: the kept department lists. */
export type PlannedWork = ReadonlyMap<
  number,
  { get(polygonId: number): { productionValue: number } | undefined }
>;

export type LineFacts = { line: PlanLine; productionProjectId: number; promisedAt: string | null };

/**
 * The plan lines of the open polygons. `departments` in workflow order; `minutesFor`
 * gives a step's standard minutes from the department and the planned minutes.
 */
export function openLines(
  polygons: Iterable<OpenPolygon>,
  departments: PlanDepartment[],
  work: PlannedWork,
  minutesFor: (departmentId: number, plannedMinutes: number, fallbackMinutes: number) => number,
  promisedOf: (deliverAt: string | null) => number | null,
): LineFacts[] {
  const where = new Map<number, { index: number; kind: "waiting" | "started" | "held" }>();
  departments.forEach((d, index) => {
    for (const value of d.waitingValues) if (!where.has(value)) where.set(value, { index, kind: "waiting" });
    if (d.startedValue !== null && !where.has(d.startedValue))
      where.set(d.startedValue, { index, kind: "started" });
    if (!where.has(d.onHoldValue)) where.set(d.onHoldValue, { index, kind: "held" });
  });
  const facts: LineFacts[] = [];
  // Plain loops over the departments' own lists: at 100,000 polygons a map per polygon, or a
  // slice and flatMap per line, cost more than the rest of the plan.
  const planned = departments.map((d) => work.get(d.id));
  for (const polygon of polygons) {
    const { statuses } = polygon;
    const currentValue = statuses.valueAt(0);
    const place = currentValue === undefined ? undefined : where.get(currentValue);
    if (!place) continue;
    const steps: PlanStep[] = [];
    for (let i = place.index; i < departments.length; i++) {
      const entry = planned[i]?.get(polygon.id);
      if (entry === undefined) continue;
      const d = departments[i]!;
      steps.push({ departmentId: d.id, minutes: minutesFor(d.id, entry.productionValue, d.fallbackMinutes) });
    }
    if (steps.length === 0) continue;
    facts.push({
      productionProjectId: polygon.productionProjectId,
      promisedAt: polygon.deliverAt,
      line: {
        id: polygon.id,
        promised: promisedOf(polygon.deliverAt),
        createdAt: statuses.assignedAtMsAt(statuses.length - 1) ?? 0,
        // Set to its current status then: it came to its department's queue (or began there).
        arrivedAt: statuses.assignedAtMsAt(0) ?? 0,
        isHeld: place.kind === "held",
        isStarted: place.kind === "started",
        steps,
      },
    });
  }
  return facts;
}
