// The live plan on a demo database with the demo's working-time history (issue
// 43 item 6): its capacity is planned at the efficiency learned from that
// working time, the function and the records the replay judges
// (scripts/planning-replay.ts), not at PLANNING_EFFICIENCY's default.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDemoEmployees } from "@/lib/auth/demo-employees";
import { departments } from "@/lib/embedded-api/schema";
import { minimumBusyDays } from "@/lib/planning/efficiency";
import { capacityAt } from "@/lib/planning/plan-result";
import { buildWorkshopPlan } from "@/lib/planning/projection";
import { peoplePerDepartment } from "@/lib/planning/queries";
import { demoWorkHistory } from "@/lib/server/embedded-api";
import { closeWorkerPool } from "@/lib/workers/pool";
import { ensureDemoWorkHistory } from "@/lib/work-time/demo-history";
import { setUpDemoUpstream } from "../support/demo-upstream";

// A Wednesday, 09:00 in the workshop: the next day (index 1) is a whole working day.
const now = new Date("2026-11-25T08:00:00Z");
vi.useFakeTimers({ toFake: ["Date"], now });
afterAll(() => void vi.useRealTimers());
afterAll(closeWorkerPool);
const demo = setUpDemoUpstream({ seed: 42, projects: 20, now });

beforeAll(async () => {
  const { db } = demo.handle;
  const rows = await db.select({ id: departments.id, code: departments.code }).from(departments);
  await ensureDemoEmployees(db, { departmentIdsByCode: Object.fromEntries(rows.map((r) => [r.code, r.id])) });
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
    // Never above every staffed hour: the demo's employees are fewer than the history's hands
    // (one sewer where the history had two), and more minutes were worked than they had.
    expect(efficiency.value).toBeGreaterThan(0.5);
    expect(efficiency.value).toBeLessThanOrEqual(1);
    // Every department's whole day is its people × the shift (07:00–17:00) × the learned efficiency.
    const people = await peoplePerDepartment(db);
    for (const id of plan.departmentIds)
      expect(capacityAt(plan.result, id, 1)).toBeCloseTo((people.get(id) || 1) * 600 * efficiency.value, 6);
  });
});
