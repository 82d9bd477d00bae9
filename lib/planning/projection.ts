// The workshop's plan as the API serves it (docs/planning.md): built from the
// kept status and department lists (the one gateway), the learned standard
// times and the capacity, kept a few seconds per process so that bursts of
// requests and changes coalesce into one replan.
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { processWide } from "@/lib/base/process-wide";
import { restEvery } from "@/lib/base/yield";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { polygonsAt } from "@/lib/shared-lists/placement";
import { workOfDepartment } from "@/lib/shared-lists/status-lists";
import { departmentsWithWorkflow, openValuesOf } from "@/lib/workflow/department-workflows";
import { capacityTable } from "./capacity";
import { openLines, type LineFacts, type PlanDepartment, type PlannedWork } from "./open-lines";
import { createPlannerInSlices, type Planner } from "./plan";
import { planClockAt, planTimeOf, workshopHours, type PlanClock } from "./plan-time";
import { capacityAdjustments, finishedJobsOfPlan, peoplePerDepartment, standardOverrides } from "./queries";
import { learnStandards, type FinishedJob, type StandardTimes } from "./standard-times";

/**
 * How long a plan answers before the next request replans: on a server that
 * replans on every change, only the clock's moving on makes it old; else a
 * request replans once the plan is 5 s old (bursts of reads make one plan).
 */
const keptForMs = { pushed: 60_000, onRead: 5_000 };
/** Days planned ahead: past this a line is "no-capacity". */
export const horizonDays = 730;
/** Working time of the last days that standard times are learned from. */
export const learnFromDays = 180;
/** The longest the plan's making holds the server's thread before letting others run (ms). */
const planSliceMs = 8;
/** Polygons turned into plan lines between two looks at the clock. */
const openLinesSlice = 250;

export type WorkshopPlan = {
  planner: Planner;
  clock: PlanClock;
  facts: Map<number, LineFacts>;
  departmentIds: number[];
  /** In workflow order, with the upstream's (English) names. */
  departments: { id: number; name: string }[];
};

const kept = processWide("planning-plan", () => ({
  at: 0,
  plan: null as Promise<WorkshopPlan> | null,
  /** Whether this server replans on every change it hears (lib/planning/replan.ts): then its plan is kept longer. */
  isPushed: false,
}));

/**
 * The standards learned from these jobs (the same array while no work time was written,
 * lib/planning/queries.ts) and overrides: learned once, not on every replan (tens of
 * milliseconds of medians at 100,000 polygons).
 */
const learned = new WeakMap<FinishedJob[], { overrides: string; standards: StandardTimes }>();
function standardsOf(jobs: FinishedJob[], overrides: Map<string, number>): StandardTimes {
  const key = JSON.stringify([...overrides]);
  const hit = learned.get(jobs);
  if (hit?.overrides === key) return hit.standards;
  const standards = learnStandards(jobs, overrides);
  learned.set(jobs, { overrides: key, standards });
  return standards;
}

export async function buildWorkshopPlan(
  db: Database,
  upstream: ProductionApiClient,
  now: Date,
): Promise<WorkshopPlan> {
  const { workflow, departments: unordered } = await departmentsWithWorkflow(db, upstream);
  // Workflow order: the order of the departments in the workflow's list.
  const rank = (code: string) =>
    workflow.departments.findIndex((d) => d.departmentCode === code.toUpperCase());
  const departments = unordered.sort((a, b) => rank(a.department.code) - rank(b.department.code));
  const settings = env();
  const clock = planClockAt(now, workshopHours(settings.WORKSHOP_HOURS));
  const [polygons, works, jobs, overrides, adjustments, people] = await Promise.all([
    polygonsAt(
      upstream,
      departments.flatMap(({ workflow }) => openValuesOf(workflow)),
    ),
    Promise.all(departments.map(({ department }) => workOfDepartment(upstream, department.id))),
    finishedJobsOfPlan(db, new Date(now.getTime() - learnFromDays * 86_400_000)),
    standardOverrides(db),
    capacityAdjustments(db, clock.firstDay),
    peoplePerDepartment(db),
  ]);
  const work: PlannedWork = new Map(departments.map(({ department }, i) => [department.id, works[i]!]));
  const planDepartments: PlanDepartment[] = departments.map(({ department, workflow }) => ({
    id: department.id,
    waitingValues: workflow.waitingValues,
    startedValue: workflow.startedValue,
    onHoldValue: workflow.onHoldValue,
    // Nothing learned or planned: an hour of work per day of the department's delivery time.
    fallbackMinutes: Math.max(1, department.deliveryTime) * 60,
  }));
  const standards = standardsOf(jobs, overrides);
  // A project's lines share their delivery moment: each worked out once.
  const promised = new Map<string, number>();
  const promisedOf = (deliverAt: string | null) => {
    if (!deliverAt) return null;
    let at = promised.get(deliverAt);
    if (at === undefined) promised.set(deliverAt, (at = planTimeOf(clock, new Date(deliverAt))));
    return at;
  };
  // In slices (lib/base/yield.ts): at 100,000 polygons the plan is a second of the server's one
  // thread, and a scan meanwhile waits for one slice of it, not for all of it.
  const rest = restEvery(planSliceMs);
  const facts: LineFacts[] = [];
  for (let from = 0; from < polygons.length; from += openLinesSlice) {
    const slice = openLines(
      polygons.slice(from, from + openLinesSlice),
      planDepartments,
      work,
      (departmentId, planned, fallback) => standards.minutesFor(departmentId, null, planned, fallback),
      promisedOf,
    );
    for (const fact of slice) facts.push(fact);
    await rest();
  }
  // A department nobody is assigned to is planned as one person (docs/planning.md).
  const staffed = new Map(
    departments.map(({ department }) => [department.id, people.get(department.id) || 1]),
  );
  const capacity = capacityTable(
    {
      people: staffed,
      efficiency: settings.PLANNING_EFFICIENCY,
      workDays: new Set(settings.WORKSHOP_WORK_DAYS.split(",").map(Number)),
      closedDays: new Set(settings.WORKSHOP_CLOSED_DAYS.split(",").filter(Boolean)),
      adjustments,
    },
    clock,
    horizonDays,
  );
  const planner = await createPlannerInSlices(
    facts.map((f) => f.line),
    capacity,
    rest,
  );
  return {
    planner,
    clock,
    facts: new Map(facts.map((f) => [f.line.id, f])),
    departmentIds: departments.map(({ department }) => department.id),
    departments: departments.map(({ department }) => ({ id: department.id, name: department.name })),
  };
}

/** The current plan: the one kept (made since the last change, or in the last seconds), else a new one. */
export function workshopPlan(
  db: Database,
  upstream: ProductionApiClient,
  now = new Date(),
): Promise<WorkshopPlan> {
  const keptFor = kept.isPushed ? keptForMs.pushed : keptForMs.onRead;
  if (kept.plan && now.getTime() - kept.at < keptFor) return kept.plan;
  const plan = buildWorkshopPlan(db, upstream, now);
  Object.assign(kept, { at: now.getTime(), plan });
  plan.catch(() => kept.plan === plan && Object.assign(kept, { at: 0, plan: null }));
  return plan;
}

/** Keeps a plan made after a change (lib/planning/replan.ts): the next requests answer it. */
export function keepWorkshopPlan(plan: WorkshopPlan, madeAt: Date) {
  Object.assign(kept, { at: madeAt.getTime(), plan: Promise.resolve(plan) });
}

/** This server replans on every change it hears: its plan is kept until the next change. */
export function markPlanPushed() {
  kept.isPushed = true;
}

/** Forgets the kept plan (a capacity change): the next request replans. */
export function forgetWorkshopPlan() {
  Object.assign(kept, { at: 0, plan: null });
}

export const projectionQuery = z.object({
  productionProjectId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const loadQuery = z.object({
  departmentId: z.coerce.number().int().min(1).max(2_147_483_647),
  days: z.coerce.number().int().min(1).max(90).default(14),
});
