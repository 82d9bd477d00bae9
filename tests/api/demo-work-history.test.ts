// The working time a new demo database starts with: the demo floor's past jobs,
// done before today, for the department's demo operators where it has some,
// learned from by the planner as any recorded work.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoEmployees } from "@/lib/auth/demo-employees";
import type { DatabaseHandle } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { departments } from "@/lib/embedded-api/schema";
import { startOfToday } from "@/lib/i18n/workshop-clock";
import { finishedJobs } from "@/lib/planning/queries";
import { learnStandards } from "@/lib/planning/standard-times";
import { demoWorkHistory } from "@/lib/server/embedded-api";
import { openTestDatabase } from "@/tests/support/test-database";
import { demoHistoryWorker, ensureDemoWorkHistory } from "@/lib/work-time/demo-history";

const now = new Date("2026-11-25T09:00:00.000Z");
let handle: DatabaseHandle;
let seedMs = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  await loadDemoData(handle.db, { seed: 42, projects: 3, now });
  const rows = await handle.db.select({ id: departments.id, code: departments.code }).from(departments);
  await ensureDemoEmployees(handle.db, {
    departmentIdsByCode: Object.fromEntries(rows.map((r) => [r.code, r.id])),
  });
  const startedAt = performance.now();
  expect(await ensureDemoWorkHistory(handle.db, await demoWorkHistory(handle.db, 42, now))).toBe("created");
  seedMs = performance.now() - startedAt;
});
afterAll(() => handle.close());

describe("the demo's working-time history", () => {
  it("records months of finished jobs before today, quickly, and is not added twice", async () => {
    const entries = await handle.db.select().from(workTimeEntries);
    expect(entries.length).toBeGreaterThan(10_000);
    const today = startOfToday(now).getTime();
    const days = new Set(entries.map((e) => e.startedAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(100);
    for (const entry of entries) {
      expect(entry.endReason).toBe("done");
      expect(entry.productionPolygonId).toBeLessThan(0);
      expect(entry.startedAt.getTime()).toBeLessThan(today);
    }
    // A generous bound for a busy machine: the whole history in a few seconds, not minutes.
    expect(seedMs).toBeLessThan(20_000);
    expect(await ensureDemoWorkHistory(handle.db, await demoWorkHistory(handle.db, 42, now))).toBe("skipped");
  });

  it("gives a department's jobs to its demo operators in turn and a department without people to the stand-in", async () => {
    const entries = await handle.db.select().from(workTimeEntries);
    const names = (department: string) =>
      new Set(entries.filter((e) => e.departmentName === department).map((e) => e.employeeName));
    expect(names("Cutting")).toEqual(new Set(["Cas Smit"]));
    expect(names("Sewing")).toEqual(new Set(["Noor de Boer", "Lotte Mulder"]));
    expect(names("Assembly")).toEqual(new Set(["Daan Peters", "Eva Hendriks"]));
    // In turn: each sewer has about half of sewing's jobs.
    const sewing = entries.filter((e) => e.departmentName === "Sewing");
    const noor = sewing.filter((e) => e.employeeName === "Noor de Boer").length;
    expect(noor / sewing.length).toBeGreaterThan(0.4);
    expect(noor / sewing.length).toBeLessThan(0.6);
    expect(names("Quality control")).toEqual(new Set([demoHistoryWorker.displayName]));
  });

  it("is what the planner learns from: minutes per product that differ, with a spread", async () => {
    const standards = learnStandards(
      await finishedJobs(handle.db, new Date(now.getTime() - 180 * 86_400_000)),
    );
    const [sewing] = await handle.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.code, "SEW"));
    const of = (product: string) =>
      standards.list().find((s) => s.productionDepartmentId === sewing!.id && s.product === product);
    const wave = of("Wave curtain");
    const flat = of("Flat roman blind");
    expect(wave?.jobs).toBeGreaterThan(100);
    expect(flat?.jobs).toBeGreaterThan(20);
    expect(wave!.medianMinutes).toBeGreaterThan(flat!.medianMinutes);
    expect(wave!.spread[1]).toBeGreaterThan(wave!.spread[0]);
  });
});
