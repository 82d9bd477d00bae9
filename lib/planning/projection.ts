// The workshop's plan as the API serves it (docs/planning.md): the kept status
// and department lists (the one gateway), the finished jobs and the capacity
// read here, on the main thread; the plan made from them on a worker thread
// (plan.task.ts), never on the request's. Kept a few seconds per process so that
// bursts of requests and changes coalesce into one replan; a request reads the
// kept plan, or waits for the one being made.
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { processWide } from "@/lib/base/process-wide";
import { restEvery, yieldToOthers } from "@/lib/base/yield";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { statusListsAt } from "@/lib/shared-lists/placement";
import { statusListEdits, workOfDepartment } from "@/lib/shared-lists/status-lists";
import { runTask } from "@/lib/workers/pool";
import { departmentsWithWorkflow, openValuesOf } from "@/lib/workflow/department-workflows";
import type { PlanDepartment } from "./open-lines";
import { polygonColumnsOfLists, workColumns, type PlanInput, type PromisedAt } from "./plan-input";
import { nextPlanVersion, type PlanResult } from "./plan-result";
import planTask from "./plan.task";
import { planEfficiency, type PlanEfficiency } from "./plan-efficiency";
import { planClockAt, workshopHours, type PlanClock } from "./plan-time";
import { capacityAdjustments, finishedJobsOfPlan, peoplePerDepartment, standardOverrides } from "./queries";
import { workflowOrder } from "./workflow-order";

/**
 * How long a plan answers before the next request replans: on a server that
 * replans on every change, only the clock's moving on makes it old; else a
 * request replans once the plan is 5 s old (bursts of reads make one plan).
 */
const keptForMs = { pushed: 60_000, onRead: 5_000 };
/** The longest reading the polygons into columns holds the server's thread at a time (ms). */
const columnsSliceMs = 8;
/** Days planned ahead: past this a line is "no-capacity". */
export const horizonDays = 730;
/** Working time of the last days that standard times are learned from. */
export const learnFromDays = 180;

export type WorkshopPlan = {
  /** The worker's answer, read in place (plan-result.ts). */
  result: PlanResult;
  clock: PlanClock;
  /** The promised moment (ISO) of each polygon of the plan's input, by result.lines.polygonIndex. */
  promisedAt: PromisedAt;
  /** The CPQ polygon id (its order-spec item) of each polygon of the plan's input: what names a line. */
  cpqPolygonIds: Int32Array;
  departmentIds: number[];
  /** In workflow order, with the upstream's (English) names. */
  departments: { id: number; name: string }[];
  /** The efficiency the capacity was planned with, and where it came from. */
  efficiency: PlanEfficiency;
};

const kept = processWide("planning-plan", () => ({
  at: 0,
  plan: null as Promise<WorkshopPlan> | null,
  /** The last plan made since the last forget: what a quick read answers while the next is made. */
  newest: null as WorkshopPlan | null,
  /** Whether this server replans on every change it hears (lib/planning/replan.ts): then its plan is kept longer. */
  isPushed: false,
}));

export async function buildWorkshopPlan(
  db: Database,
  upstream: ProductionApiClient,
  now: Date,
): Promise<WorkshopPlan> {
  const { workflow, departments: unordered } = await departmentsWithWorkflow(db, upstream);
  // Workflow order: as work flows through the statuses (workflow-order.ts), not the workflow's
  // list, which is by department code.
  const rank = new Map(workflowOrder(workflow.departments).map((code, i) => [code, i]));
  const departments = unordered.sort(
    (a, b) => rank.get(a.workflow.departmentCode)! - rank.get(b.workflow.departmentCode)!,
  );
  const settings = env();
  const clock = planClockAt(now, workshopHours(settings.WORKSHOP_HOURS));
  const [lists, works, jobs, overrides, adjustments, people] = await Promise.all([
    statusListsAt(
      upstream,
      departments.flatMap(({ workflow }) => openValuesOf(workflow)),
    ),
    Promise.all(departments.map(({ department }) => workOfDepartment(upstream, department.id))),
    finishedJobsOfPlan(db, new Date(now.getTime() - learnFromDays * 86_400_000)),
    standardOverrides(db),
    capacityAdjustments(db, clock.firstDay),
    peoplePerDepartment(db),
  ]);
  const planDepartments: PlanDepartment[] = departments.map(({ department, workflow }) => ({
    id: department.id,
    waitingValues: workflow.waitingValues,
    startedValue: workflow.startedValue,
    onHoldValue: workflow.onHoldValue,
    // Nothing learned or planned: an hour of work per day of the department's delivery time.
    fallbackMinutes: Math.max(1, department.deliveryTime) * 60,
  }));
  // The lists as columns (those changed since the last plan read again), in slices; the
  // departments' planned work one list a turn of the event loop (each kept as columns: work-list.ts).
  const polygonList = await polygonColumnsOfLists(lists, statusListEdits, restEvery(columnsSliceMs));
  const work: PlanInput["work"] = [];
  for (const [i, { department }] of departments.entries()) {
    await yieldToOthers();
    work.push(workColumns(department.id, works[i]!));
  }
  // A department nobody is assigned to is planned as one person (docs/planning.md).
  const staffing = departments.map(({ department }): [number, number] => [
    department.id,
    people.get(department.id) || 1,
  ]);
  const workDays = settings.WORKSHOP_WORK_DAYS.split(",").map(Number);
  const closedDays = settings.WORKSHOP_CLOSED_DAYS.split(",").filter(Boolean);
  const efficiency = await planEfficiency(
    db,
    clock.firstDay,
    planDepartments.map((d) => d.id),
    staffing,
    {
      efficiency: settings.PLANNING_EFFICIENCY,
      isSet: settings.isPlanningEfficiencySet,
      hours: clock.hours,
      workDays,
      closedDays,
    },
  );
  const input: PlanInput = {
    version: nextPlanVersion(),
    clock,
    horizonDays,
    departments: planDepartments,
    polygons: polygonList.parts,
    work,
    jobs,
    overrides: [...overrides],
    rules: {
      people: staffing,
      efficiency: efficiency.value,
      workDays,
      closedDays,
      adjustments: [...adjustments],
    },
  };
  const result = await runTask(planTask, input, { transfer: true });
  return {
    result,
    clock,
    promisedAt: polygonList.promisedAt,
    cpqPolygonIds: polygonList.cpqPolygonIds,
    departmentIds: departments.map(({ department }) => department.id),
    departments: departments.map(({ department }) => ({ id: department.id, name: department.name })),
    efficiency,
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
  void plan.then(
    (made) => kept.plan === plan && (kept.newest = made),
    () => kept.plan === plan && Object.assign(kept, { at: 0, plan: null }),
  );
  return plan;
}

/**
 * The newest plan for a quick read (the search box, the project page): the kept
 * one; when it is old, the last one made while the next is made in the
 * background; before the first (or after a forget), the one being made.
 */
export async function newestWorkshopPlan(
  db: Database,
  upstream: ProductionApiClient,
  now = new Date(),
): Promise<WorkshopPlan> {
  const making = workshopPlan(db, upstream, now);
  if (!kept.newest) return making;
  void making.catch(() => undefined);
  return kept.newest;
}

/** Keeps a plan made after a change (lib/planning/replan.ts): the next requests answer it. */
export function keepWorkshopPlan(plan: WorkshopPlan, madeAt: Date) {
  Object.assign(kept, { at: madeAt.getTime(), plan: Promise.resolve(plan), newest: plan });
}

/** This server replans on every change it hears: its plan is kept until the next change. */
export function markPlanPushed() {
  kept.isPushed = true;
}

/** Forgets the kept plan (a capacity change): the next request replans. */
export function forgetWorkshopPlan() {
  Object.assign(kept, { at: 0, plan: null, newest: null });
}

export const projectionQuery = z.object({
  productionProjectId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const loadQuery = z.object({
  departmentId: z.coerce.number().int().min(1).max(2_147_483_647),
  days: z.coerce.number().int().min(1).max(90).default(14),
});
