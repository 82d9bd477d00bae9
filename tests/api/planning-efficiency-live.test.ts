// The live plan on a demo database with the demo's working-time history (issue
// 43 item 6): its capacity is planned at the efficiency learned from that
// working time, the function and the records the replay judges
// (bench/planning-replay.ts), not at PLANNING_EFFICIENCY's default. The demo's
// operators are the simulated floor's people (one cutter, two sewers, two
// assemblers), so the figure learned is the history's own: its shift
// efficiency, lowered by absences, not more minutes than the hands had.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDemoEmployees } from "@/lib/auth/demo-employees";
import { listEmployees } from "@/lib/auth/employees";
import { simulateFloorHistory } from "@/lib/embedded-api/demo/floor-history";
import { departments } from "@/lib/embedded-api/schema";
import { minimumBusyDays } from "@/lib/planning/efficiency";
import { capacityAt } from "@/lib/planning/plan-result";
import { buildWorkshopPlan } from "@/lib/planning/projection";
import { peoplePerDepartment } from "@/lib/planning/queries";
import { demoWorkHistory, prepareEmbeddedApi } from "@/lib/server/embedded-api";
import { closeWorkerPool } from "@/lib/workers/pool";
import { ensureDemoWorkHistory } from "@/lib/work-time/demo-history";
import { setUpDemoUpstream } from "../support/demo-upstream";
import { openTestDatabase } from "../support/test-database";

// A Wednesday, 09:00 in the workshop: the next day (index 1) is a whole working day.
const now = new Date("2026-11-25T08:00:00Z");
vi.useFakeTimers({ toFake: ["Date"], now });
afterAll(() => void vi.useRealTimers());
afterAll(closeWorkerPool);
const demo = setUpDemoUpstream({ seed: 42, projects: 20, now });
const history = simulateFloorHistory({ seed: 42, now });
/** DEMO_SEED's default (lib/env.ts): the history a demo database gets unless told otherwise. */
const defaultDemoSeed = 20261123;

beforeAll(async () => {
  const { db } = demo.handle;
  const rows = await db.select({ id: departments.id, code: departments.code }).from(departments);
  await ensureDemoEmployees(db, { departmentIdsByCode: Object.fromEntries(rows.map((r) => [r.code, r.id])) });
});

describe("the demo's staffing", () => {
  it("is the simulated floor's: every department's people are the history's people", async () => {
    const { db } = demo.handle;
    const rows = await db.select({ id: departments.id, code: departments.code }).from(departments);
    const people = await peoplePerDepartment(db);
    // A department nobody is assigned to counts as one person in the plan, as in the history's minimum.
    const planned = Object.fromEntries(rows.map((row) => [row.code, people.get(row.id) || 1]));
    expect(planned).toEqual(history.people);
    expect(history.people).toMatchObject({ CUT: 1, SEW: 2, ASM: 2 });
  });

  it("is created at the server's start: the departments it hands over hold every demo operator", async () => {
    const fresh = await openTestDatabase();
    try {
      const { demoDepartmentIds } = await prepareEmbeddedApi(fresh.db, {
        DEMO_DATA: true,
        DEMO_SEED: 42,
        DEMO_PROJECTS: 3,
      });
      expect(await ensureDemoEmployees(fresh.db, { departmentIdsByCode: demoDepartmentIds ?? {} })).toBe(
        "created",
      );
      const operators = (await listEmployees(fresh.db)).filter((e) => e.roles.includes("operator"));
      expect(operators.map((e) => e.departmentIds.length)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      await fresh.close();
    }
  });

  it("is the same whatever the day a demo database is created with the default seed", () => {
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 3 + 2 * month, 8));
      expect([at.toISOString(), simulateFloorHistory({ seed: defaultDemoSeed, now: at }).people]).toEqual([
        at.toISOString(),
        history.people,
      ]);
    }
  });
});

describe("the live plan's capacity", () => {
  it("is planned at the setting's default before any working time is recorded", async () => {
    const plan = await buildWorkshopPlan(demo.handle.db, demo.upstream, now);
    expect(plan.efficiency).toEqual({ value: 0.85, source: "fallback", busyDays: 0 });
  });

  it("is planned at the efficiency learned from the recorded working time", async () => {
    const { db } = demo.handle;
    expect(await ensureDemoWorkHistory(db, await demoWorkHistory(db, 42, now))).toBe("created");
    const plan = await buildWorkshopPlan(db, demo.upstream, now);
    const { efficiency } = plan;
    expect(efficiency.source).toBe("learned");
    expect(efficiency.busyDays).toBeGreaterThanOrEqual(minimumBusyDays);
    // The history's people worked the share shift.efficiency (0.85) of their shift, less the odd
    // absence (one person-day in twenty) and the edges of the busy spells: below every staffed
    // hour, and within a fifth under the shift's efficiency.
    expect(efficiency.value).toBeLessThan(1);
    expect(efficiency.value).toBeLessThanOrEqual(history.shift.efficiency);
    expect(efficiency.value).toBeGreaterThanOrEqual(history.shift.efficiency * 0.8);
    // Every department's whole day is its people × the shift (07:00–17:00) × the learned efficiency.
    const people = await peoplePerDepartment(db);
    for (const id of plan.departmentIds)
      expect(capacityAt(plan.result, id, 1)).toBeCloseTo((people.get(id) || 1) * 600 * efficiency.value, 6);
  });
});
