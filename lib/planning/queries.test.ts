// The plan's read of the finished jobs, kept between replans: read again when
// a work time entry is written (on any server: the version is the database's),
// and not otherwise.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { finishedJobs, finishedJobsOfPlan, type JobColumns } from "./queries";

const since = new Date("2026-06-01T10:00:00Z");
const minutesOf = (jobs: JobColumns) => [...jobs.minutes].sort((a, b) => a - b);
const entry = (polygonId: number, minutes: number) => ({
  employeeId: 1,
  employeeName: "Anna",
  productionPolygonId: polygonId,
  productionDepartmentId: 7,
  departmentName: "Sewing",
  productionProjectId: 1,
  product: "Pleated curtain",
  plannedMinutes: 30,
  startedAt: new Date("2026-11-20T08:00:00Z"),
  endedAt: new Date(Date.parse("2026-11-20T08:00:00Z") + minutes * 60_000),
  endReason: "done",
});

describe("the finished jobs a replan reads", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it("are read again after any work time entry is written, and kept otherwise", async () => {
    await handle.db.insert(workTimeEntries).values([entry(101, 20), entry(102, 40)]);
    const first = await finishedJobsOfPlan(handle.db, since);
    expect(minutesOf(first)).toEqual([20, 40]);
    expect([...first.departmentIds]).toEqual([7, 7]);
    expect([...first.plannedMinutes]).toEqual([30, 30]);
    // Nothing written through the version's trigger: what was read answers (a row removed
    // behind its back is still there).
    await handle.db.execute(sql`alter table app.work_time_entries disable trigger work_time_entries_version`);
    await handle.db.delete(workTimeEntries).where(eq(workTimeEntries.productionPolygonId, 102));
    await handle.db.execute(
      sql`alter table app.work_time_entries enable always trigger work_time_entries_version`,
    );
    expect(minutesOf(await finishedJobsOfPlan(handle.db, new Date(since.getTime() + 3_600_000)))).toEqual([
      20, 40,
    ]);

    await handle.db.insert(workTimeEntries).values([entry(102, 40), entry(103, 25)]);
    expect(minutesOf(await finishedJobsOfPlan(handle.db, since))).toEqual([20, 25, 40]);

    // A supervisor's correction of an end time is an update: read again too.
    await handle.db
      .update(workTimeEntries)
      .set({ endedAt: new Date("2026-11-20T09:00:00Z") })
      .where(eq(workTimeEntries.productionPolygonId, 101));
    expect(minutesOf(await finishedJobsOfPlan(handle.db, since))).toEqual([25, 40, 60]);

    await handle.db.delete(workTimeEntries).where(eq(workTimeEntries.productionPolygonId, 102));
    expect(minutesOf(await finishedJobsOfPlan(handle.db, since))).toEqual([25, 60]);
  });

  it("are given to the plan's worker shared: a replan's task leaves them whole", async () => {
    const first = await finishedJobsOfPlan(handle.db, since);
    structuredClone(first);
    expect(minutesOf(first)).toEqual([25, 60]);
    expect(await finishedJobsOfPlan(handle.db, since)).toBe(first);
  });

  it("moves its window with the day", async () => {
    const now = await finishedJobsOfPlan(handle.db, since);
    const past = await finishedJobsOfPlan(handle.db, new Date("2026-11-21T00:00:00Z"));
    expect(now.minutes.length).toBeGreaterThan(0);
    expect(past.minutes.length).toBe(0);
  });

  it("are read a range of polygons at a time, the same jobs as one statement finds", async () => {
    const paused = { ...entry(1_004, 15), endReason: "paused" };
    await handle.db.insert(workTimeEntries).values([
      entry(1_000, 10),
      entry(1_001, 11),
      { ...entry(1_001, 4), productionDepartmentId: 8 },
      entry(1_003, 12),
      paused,
      entry(1_005, 13),
      {
        ...paused,
        productionPolygonId: 1_005,
        startedAt: new Date("2026-11-19T08:00:00Z"),
        endedAt: new Date("2026-11-19T08:30:00Z"),
      },
      entry(1_009, 14),
    ]);
    const key = (job: { productionDepartmentId: number; minutes: number }) =>
      `${job.productionDepartmentId}:${job.minutes}`;
    const whole = (await finishedJobs(handle.db, since, 1_000_000)).map(key).sort();
    for (const size of [1, 2, 3, 7])
      expect((await finishedJobs(handle.db, since, size)).map(key).sort()).toEqual(whole);
    // The plan's one statement finds the same jobs.
    const ofPlan = await finishedJobsOfPlan(handle.db, since);
    expect(
      Array.from(ofPlan.minutes, (minutes, i) =>
        key({ productionDepartmentId: ofPlan.departmentIds[i]!, minutes }),
      ).sort(),
    ).toEqual(whole);
    // 1,004 only paused: not done. 1,005's two entries are one job of 43 minutes.
    expect(whole).toEqual(expect.arrayContaining(["7:10", "7:11", "8:4", "7:12", "7:43", "7:14"]));
    expect(whole).not.toContain("7:15");
  });
});
