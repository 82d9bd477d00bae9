// The worker task that makes the workshop's plan (docs/planning.md, "Where the
// plan is made"): the standards learned, the open lines worked out, the
// capacity table built and every line placed, on a worker thread. It keeps the
// planner it made, so a what-if on the same plan (what-if.task.ts) replans
// only from the changed day on.
import { defineTask } from "@/lib/workers/task";
import { capacityTable } from "./capacity";
import { openLines, statusFactsOf, type OpenPolygon, type PlannedWork } from "./open-lines";
import { createPlanner, type Planner } from "./plan";
import type { PlanInput } from "./plan-input";
import { planResultOf, type PlanResult } from "./plan-result";
import { planTimeOf } from "./plan-time";
import { learnStandards } from "./standard-times";

/** The planner of the newest plan made on this thread, by its version. */
export const keptPlanner: { version: number; planner: Planner | null } = { version: -1, planner: null };

/** The open polygons as openLines reads them: the current status and its moment, and the first one's moment. */
function* polygonsOf(input: PlanInput): Generator<OpenPolygon> {
  for (const polygons of input.polygons) {
    const deliverAt = polygons.deliverAt.split("\n");
    for (let i = 0; i < polygons.ids.length; i++) {
      yield {
        id: polygons.ids[i]!,
        productionProjectId: polygons.projectIds[i]!,
        deliverAt: deliverAt[i] || null,
        // openLines reads the newest status's value and moment, and the oldest's moment.
        statuses: statusFactsOf([
          { value: polygons.statusValues[i]!, assignedAtMs: polygons.arrivedAtMs[i]! },
          { value: polygons.statusValues[i]!, assignedAtMs: polygons.createdAtMs[i]! },
        ]),
      };
    }
  }
}

export function makePlan(input: PlanInput): PlanResult {
  const { jobs } = input;
  const standards = learnStandards(
    Array.from(jobs.departmentIds, (productionDepartmentId, i) => ({
      productionDepartmentId,
      product: null,
      minutes: jobs.minutes[i]!,
      plannedMinutes: jobs.plannedMinutes[i]!,
    })),
    new Map(input.overrides),
  );
  const work: PlannedWork = new Map(
    input.work.map(({ departmentId, polygonIds, plannedMinutes }) => [
      departmentId,
      new Map(Array.from(polygonIds, (id, i) => [id, { productionValue: plannedMinutes[i]! }])),
    ]),
  );
  // A project's lines share their delivery moment: each worked out once.
  const promised = new Map<string, number>();
  const promisedOf = (deliverAt: string | null) => {
    if (!deliverAt) return null;
    let at = promised.get(deliverAt);
    if (at === undefined) promised.set(deliverAt, (at = planTimeOf(input.clock, new Date(deliverAt))));
    return at;
  };
  const facts = openLines(
    polygonsOf(input),
    input.departments,
    work,
    (departmentId, planned, fallback) => standards.minutesFor(departmentId, null, planned, fallback),
    promisedOf,
  );
  const { rules } = input;
  const capacity = capacityTable(
    {
      people: new Map(rules.people),
      efficiency: rules.efficiency,
      workDays: new Set(rules.workDays),
      closedDays: new Set(rules.closedDays),
      adjustments: new Map(rules.adjustments),
    },
    input.clock,
    input.horizonDays,
  );
  const planner = createPlanner(
    facts.map((f) => f.line),
    capacity,
  );
  Object.assign(keptPlanner, { version: input.version, planner });
  // Each polygon's index in the input, over its parts.
  const polygonIndex = new Map<number, number>();
  let index = 0;
  for (const { ids } of input.polygons) for (const id of ids) polygonIndex.set(id, index++);
  const byId = new Map(
    facts.map((f) => [
      f.line.id,
      {
        line: f.line,
        productionProjectId: f.productionProjectId,
        polygonIndex: polygonIndex.get(f.line.id)!,
      },
    ]),
  );
  return planResultOf(input.version, planner, byId, capacity);
}

export default defineTask("lib/planning/plan.task.ts", makePlan);
