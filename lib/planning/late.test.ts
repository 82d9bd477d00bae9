// The what-if of the late list shows what saving the same hours gives: on
// today, only the share of the shift still to come counts, as for a saved
// adjustment (capacity.ts). Plain data, no database; the what-if runs on the
// worker pool, as it does for a request.
import { afterAll, describe, expect, it } from "vitest";
import { closeWorkerPool } from "@/lib/workers/pool";
import { adjustmentKey, capacityTable, type CapacityRules } from "./capacity";
import { lateList } from "./late-list";
import { createPlanner } from "./plan";
import type { PlanLine } from "./plan-line";
import { capacityAt, nextPlanVersion, planResultOf } from "./plan-result";
import { planClockAt } from "./plan-time";
import type { WorkshopPlan } from "./projection";

const hours = { startMinutes: 7 * 60, endMinutes: 17 * 60 };
// Wednesday 25 November 2026, 12:00 in Amsterdam: half of 07:00–17:00 is gone.
const clock = planClockAt(new Date("2026-11-25T11:00:00Z"), hours);
const department = 7;
// 400 minutes of work, promised for the end of today's shift (plan time 1).
const line: PlanLine = {
  id: 1,
  promised: 1,
  createdAt: 0,
  isHeld: false,
  isStarted: false,
  steps: [{ departmentId: department, minutes: 400 }],
};

function planWith(adjustments: Map<string, number>): WorkshopPlan {
  const rules: CapacityRules = {
    people: new Map([[department, 1]]),
    efficiency: 1,
    workDays: new Set([1, 2, 3, 4, 5]),
    closedDays: new Set(),
    adjustments,
  };
  const capacity = capacityTable(rules, clock, 30);
  const facts = new Map([[1, { line, productionProjectId: 3, polygonIndex: 0 }]]);
  return {
    result: planResultOf(nextPlanVersion(), createPlanner([line], capacity), facts, capacity),
    clock,
    promisedAt: ["2026-11-25T17:00:00.000+01:00"],
    cpqPolygonIds: Int32Array.of(7001),
    departmentIds: [department],
    departments: [{ id: department, name: "Sewing" }],
    efficiency: { value: 1, source: "setting", busyDays: 0 },
  };
}

const lateIds = (list: { lines: { productionPolygonId: number }[] } | null) =>
  list?.lines.map((l) => l.productionPolygonId);

afterAll(closeWorkerPool);

describe("the late list's what-if on today", () => {
  it("counts the added minutes for the half of the shift left, as saving them does", async () => {
    const plan = planWith(new Map());
    // 300 minutes left today: late. 240 more for the day is 120 for its second half: 420 ≥ 400.
    const enough = await lateList(plan, {
      limit: 50,
      departmentId: department,
      day: "2026-11-25",
      minutes: 240,
    });
    expect(lateIds(enough)).toEqual([1]);
    expect(lateIds(enough.whatIf)).toEqual([]);
    // 160 more is 80 for the half left: 380 < 400, still late – and so it is once saved.
    const tooFew = await lateList(plan, {
      limit: 50,
      departmentId: department,
      day: "2026-11-25",
      minutes: 160,
    });
    expect(lateIds(tooFew.whatIf)).toEqual([1]);
    const saved = planWith(new Map([[adjustmentKey(department, "2026-11-25"), 160]]));
    expect(lateIds(await lateList(saved, { limit: 50 }))).toEqual([1]);
    // The what-ifs were taken back: the plan is as before, on this thread and on the worker's.
    expect(capacityAt(plan.result, department, 0)).toBe(300);
    const none = await lateList(plan, { limit: 50, departmentId: department, day: "2026-11-25", minutes: 0 });
    expect(lateIds(none.whatIf)).toEqual([1]);
    expect(none.whatIf?.lines[0]).toEqual(none.lines[0]);
  });
});
