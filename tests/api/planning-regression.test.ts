// The workshop's plan on demo data (200 projects, a fixed clock) against an
// oracle made on this thread the way the plan was made before it moved to a
// worker: openLines over the real polygons (their whole status history) with
// the departments in the supplement's workflow order, and createPlanner.
// A benchmark saw polygon 977, waiting at sewing, projected through
// [cutting, dispatch, packing, QC, sewing]: the departments had been put in the
// workflow list's order, which is by department code, not the flow.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { capacityTable } from "@/lib/planning/capacity";
import { projectionOf } from "@/lib/planning/answers";
import { openLines, type PlanDepartment } from "@/lib/planning/open-lines";
import { createPlanner, type LinePlan, type Planner } from "@/lib/planning/plan";
import { linePlanAt, loadAt, capacityAt } from "@/lib/planning/plan-result";
import { planClockAt, planTimeOf, workshopHours } from "@/lib/planning/plan-time";
import { buildWorkshopPlan, horizonDays, learnFromDays, type WorkshopPlan } from "@/lib/planning/projection";
import {
  capacityAdjustments,
  finishedJobs,
  peoplePerDepartment,
  standardOverrides,
} from "@/lib/planning/queries";
import { learnStandards } from "@/lib/planning/standard-times";
import { polygonsAt } from "@/lib/shared-lists/placement";
import type { SlimPolygon } from "@/lib/shared-lists/slim";
import { workOfDepartment } from "@/lib/shared-lists/status-lists";
import { closeWorkerPool } from "@/lib/workers/pool";
import { defaultDepartmentWorkflows } from "@/lib/workflow/defaults";
import { openValuesOf } from "@/lib/workflow/department-workflows";
import { setUpDemoUpstream } from "../support/demo-upstream";

const now = new Date("2026-11-25T08:00:00Z");
vi.useFakeTimers({ toFake: ["Date"], now });
afterAll(() => void vi.useRealTimers());
afterAll(closeWorkerPool);
const demo = setUpDemoUpstream({ seed: 20261123, projects: 200, now });

/** The supplement's workflow, in the order work flows: cutting, sewing, assembly, QC, packing, dispatch. */
const flow = defaultDepartmentWorkflows;
const sewingWaits = flow.find((d) => d.departmentCode === "SEW")!.waitingValues[0]!;

const ctx = {} as {
  plan: WorkshopPlan;
  /** Department ids in the supplement's workflow order. */
  order: number[];
  idOf: Map<string, number>;
  polygons: SlimPolygon[];
  oracle: Planner;
};

beforeAll(async () => {
  const { db } = demo.handle;
  ctx.plan = await buildWorkshopPlan(db, demo.upstream, now);
  const departments = await demo.upstream.department.getAll();
  ctx.idOf = new Map(departments.map((d) => [d.code.toUpperCase(), d.id]));
  ctx.order = flow.map((d) => ctx.idOf.get(d.departmentCode)!);
  // The oracle: the pre-move way, on this thread, over the polygons' whole statuses.
  const deliveryTime = new Map(departments.map((d) => [d.id, d.deliveryTime]));
  const planDepartments: PlanDepartment[] = flow.map((d) => ({
    id: ctx.idOf.get(d.departmentCode)!,
    waitingValues: d.waitingValues,
    startedValue: d.startedValue,
    onHoldValue: d.onHoldValue,
    fallbackMinutes: Math.max(1, deliveryTime.get(ctx.idOf.get(d.departmentCode)!)!) * 60,
  }));
  ctx.polygons = await polygonsAt(demo.upstream, flow.flatMap(openValuesOf));
  const work = new Map(
    await Promise.all(
      planDepartments.map(async (d) => [d.id, await workOfDepartment(demo.upstream, d.id)] as const),
    ),
  );
  const settings = env();
  const clock = planClockAt(now, workshopHours(settings.WORKSHOP_HOURS));
  const [jobs, overrides, adjustments, people] = await Promise.all([
    // The plan's window: from the start (UTC) of the first day learned from.
    finishedJobs(
      db,
      new Date(
        `${new Date(now.getTime() - learnFromDays * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`,
      ),
    ),
    standardOverrides(db),
    capacityAdjustments(db, clock.firstDay),
    peoplePerDepartment(db),
  ]);
  const standards = learnStandards(jobs, overrides);
  const facts = openLines(
    ctx.polygons,
    planDepartments,
    work,
    (departmentId, planned, fallback) => standards.minutesFor(departmentId, null, planned, fallback),
    (deliverAt) => (deliverAt ? planTimeOf(clock, new Date(deliverAt)) : null),
  );
  const capacity = capacityTable(
    {
      people: new Map(planDepartments.map((d) => [d.id, people.get(d.id) || 1])),
      efficiency: settings.PLANNING_EFFICIENCY,
      workDays: new Set(settings.WORKSHOP_WORK_DAYS.split(",").map(Number)),
      closedDays: new Set(settings.WORKSHOP_CLOSED_DAYS.split(",").filter(Boolean)),
      adjustments,
    },
    clock,
    horizonDays,
  );
  ctx.oracle = createPlanner(
    facts.map((f) => f.line),
    capacity,
  );
});

/** The worker's plan of every line, by id. */
function workerPlans(): Map<number, LinePlan> {
  const { result } = ctx.plan;
  return new Map(Array.from(result.lines.ids, (id, p) => [id, linePlanAt(result, p)]));
}

describe("the workshop's plan on demo data", () => {
  it("lists its departments in workflow order", () => {
    expect(ctx.plan.departmentIds).toEqual(ctx.order);
    expect(ctx.plan.departments.map((d) => d.id)).toEqual(ctx.order);
  });

  it("projects a line waiting at sewing through sewing and the departments after it only, in workflow order", () => {
    const rank = (id: number) => ctx.order.indexOf(id);
    const atSewing = ctx.polygons.filter((p) => p.statuses.current?.value === sewingWaits);
    expect(atSewing.length).toBeGreaterThan(20);
    const sewing = ctx.idOf.get("SEW")!;
    let planned = 0;
    for (const polygon of atSewing) {
      const line = projectionOf(ctx.plan, polygon.productionProjectId).lines.find(
        (l) => l.productionPolygonId === polygon.id,
      );
      if (!line || line.unplannedReason !== null) continue;
      planned++;
      const ids = line.departments.map((d) => d.productionDepartmentId);
      expect(
        ids.every((id) => rank(id) >= rank(sewing)),
        `${polygon.id}: ${ids.join(", ")}`,
      ).toBe(true);
      expect(ids.map(rank), `${polygon.id}: ${ids.join(", ")}`).toEqual(ids.map(rank).sort((a, b) => a - b));
      expect(line.projectedFinish).toBe(line.departments.at(-1)?.projectedFinish);
    }
    expect(planned).toBeGreaterThan(20);
  });

  it("equals the plan made on this thread with openLines and createPlanner, line by line", () => {
    const mine = workerPlans();
    const theirs = ctx.oracle.plans;
    expect([...mine.keys()].sort((a, b) => a - b)).toEqual(theirs.map((p) => p.id).sort((a, b) => a - b));
    // The serving order too.
    expect(Array.from(ctx.plan.result.lines.ids)).toEqual(theirs.map((p) => p.id));
    for (const expected of theirs) expect(mine.get(expected.id), `line ${expected.id}`).toEqual(expected);
  });

  it("loads every department-day and lists the late lines as the oracle does", () => {
    const { result } = ctx.plan;
    for (const id of ctx.order)
      for (let day = 0; day < 120; day++) {
        expect(loadAt(result, id, day), `${id} on day ${day}`).toBe(ctx.oracle.loadOf(id, day));
        expect(capacityAt(result, id, day)).toBe(ctx.oracle.capacityOf(id, day));
      }
    const late = ctx.oracle.plans
      .filter((p) => p.status === "planned" && p.lateBy > 0)
      .sort((a, b) => b.lateBy - a.lateBy || a.id - b.id)
      .map((p) => p.id);
    expect(late.length).toBeGreaterThan(0);
    expect(Array.from(result.late, (p) => result.lines.ids[p])).toEqual(late);
  });
});
