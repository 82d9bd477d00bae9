// The finished jobs' working time as the learned efficiency reads it on a
// replan (timedJobs): per job (a polygon in a department) its first start, its
// last end and its minutes worked, as columns read a slice of polygons a
// statement; only jobs marked done, with no timer running, whose last entry
// ended since the day asked. Checked against the same sums worked out here
// from the entries written, whatever the slice size.
import { afterAll, beforeAll, expect, it } from "vitest";
import { mulberry32 } from "@/lib/base/prng";
import { workTimeEntries } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { timedJobs } from "./queries";

type Entry = typeof workTimeEntries.$inferInsert;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const entries: Entry[] = [];
const since = new Date("2026-06-01T00:00:00.000Z");

beforeAll(async () => {
  handle = await openTestDatabase();
  const random = mulberry32(20261130);
  const base = Date.parse("2026-05-20T06:00:00.000Z");
  for (let polygonId = 1; polygonId <= 60; polygonId++)
    for (const departmentId of [1, 2, 3]) {
      if (random() < 0.2) continue;
      const count = 1 + Math.floor(random() * 3);
      let at = base + Math.floor(random() * 30 * 86_400_000) + random() * 1_000;
      const isRunning = random() < 0.1;
      const isDone = random() < 0.8;
      for (let i = 0; i < count; i++) {
        const startedAt = new Date(Math.floor(at));
        const endedAt = new Date(Math.floor(at + 60_000 + random() * 7_200_000));
        const isLast = i === count - 1;
        entries.push({
          employeeId: polygonId * 10 + departmentId,
          employeeName: "Worker",
          productionPolygonId: polygonId,
          productionDepartmentId: departmentId,
          departmentName: `Department ${departmentId}`,
          productionProjectId: 1,
          startedAt,
          endedAt: isLast && isRunning ? null : endedAt,
          endReason: isLast && isRunning ? null : isLast && isDone ? "done" : "pause",
        });
        at = endedAt.getTime() + random() * 3_600_000;
      }
    }
  await handle.db.insert(workTimeEntries).values(entries);
});

afterAll(() => handle.close());

/** The jobs as the rule says, from the entries written: sorted by polygon, then department. */
function expectedJobs() {
  const jobs = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = `${entry.productionPolygonId}/${entry.productionDepartmentId}`;
    jobs.set(key, [...(jobs.get(key) ?? []), entry]);
  }
  return [...jobs.values()]
    .filter((job) => job.every((e) => e.endedAt) && job.some((e) => e.endReason === "done"))
    .map((job) => ({
      polygonId: job[0]!.productionPolygonId,
      departmentId: job[0]!.productionDepartmentId,
      startedAtMs: Math.min(...job.map((e) => e.startedAt.getTime())),
      finishedAtMs: Math.max(...job.map((e) => e.endedAt!.getTime())),
      minutes: job.reduce((sum, e) => sum + (e.endedAt!.getTime() - e.startedAt.getTime()) / 60_000, 0),
    }))
    .filter((job) => job.finishedAtMs >= since.getTime())
    .sort((a, b) => a.polygonId - b.polygonId || a.departmentId - b.departmentId);
}

it("gives each finished job's first start, last end and minutes, whatever the slice", async () => {
  const expected = expectedJobs();
  expect(expected.length).toBeGreaterThan(40);
  expect(expected.length).toBeLessThan(entries.length);
  for (const size of [1, 7, 2_000]) {
    const columns = await timedJobs(handle.db, since, size);
    expect(columns.polygonIds).toBeInstanceOf(Int32Array);
    expect(columns.startedAtMs).toBeInstanceOf(Float64Array);
    const jobs = Array.from(columns.polygonIds, (polygonId, i) => ({
      polygonId,
      departmentId: columns.departmentIds[i]!,
      startedAtMs: columns.startedAtMs[i]!,
      finishedAtMs: columns.finishedAtMs[i]!,
      minutes: columns.minutes[i]!,
    })).sort((a, b) => a.polygonId - b.polygonId || a.departmentId - b.departmentId);
    const withoutMinutes = (job: { minutes: number }) => ({ ...job, minutes: undefined });
    expect(jobs.map(withoutMinutes)).toEqual(expected.map(withoutMinutes));
    jobs.forEach((job, i) => expect(job.minutes).toBeCloseTo(expected[i]!.minutes, 9));
  }
});

it("gives empty columns when no job is finished since", async () => {
  const columns = await timedJobs(handle.db, new Date("2030-01-01T00:00:00.000Z"));
  expect(columns.polygonIds).toEqual(new Int32Array(0));
  expect(columns.minutes).toEqual(new Float64Array(0));
});
