// The efficiency learned from the floor's records: minutes worked on the
// department-days with work waiting all shift, against people × shift.
import { describe, expect, it } from "vitest";
import { learnEfficiency, recordedJobsOf, type RecordedJob } from "./efficiency";

const hour = 3_600_000;
const startOf = (day: number) => day * 24 * hour + 7 * hour;
const endOf = (day: number) => day * 24 * hour + 17 * hour;
const shifts = (days: number) =>
  Array.from({ length: days }, (_, d) => ({ startMs: startOf(d), endMs: endOf(d) }));
/** One person, a ten-hour shift: 600 staffed minutes a day. */
const people = new Map([[1, 1]]);
/** A job waiting since the evening before `arrivedDay`, worked through day `day`'s whole shift. */
const job = (day: number, minutes = 480, arrivedDay = day): RecordedJob => ({
  departmentId: 1,
  arrivedAt: startOf(arrivedDay) - 12 * hour,
  startedAt: startOf(day),
  finishedAt: endOf(day),
  minutes,
});

describe("the efficiency learned from the floor's records", () => {
  it("counts a day with work waiting and nobody at it (an absence) as hours not worked", () => {
    // Twelve days with work waiting all day; day 6's line waits from before day 5, when nobody works it.
    const jobs = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11].map((d) => job(d)).concat([job(6, 480, 5)]);
    const learned = learnEfficiency(jobs, shifts(12), people);
    expect(learned.busyDays).toBe(12);
    expect(learned.efficiency).toBeCloseTo((11 * 480) / (12 * 600));
  });

  it("leaves out a day the department ran dry: idle hours are no lack of hands", () => {
    const jobs = Array.from({ length: 12 }, (_, d) => job(d));
    // Day 12: one line comes at noon and is done by one; the rest of the day nothing waits.
    const dry: RecordedJob = {
      departmentId: 1,
      arrivedAt: startOf(12) + 5 * hour,
      startedAt: startOf(12) + 5 * hour,
      finishedAt: startOf(12) + 6 * hour,
      minutes: 60,
    };
    const learned = learnEfficiency([...jobs, dry], shifts(13), people);
    expect(learned).toEqual({ efficiency: 0.8, busyDays: 12 });
  });

  it("learns nothing from too few days", () => {
    expect(learnEfficiency([job(0), job(1)], shifts(2), people)).toEqual({ efficiency: null, busyDays: 2 });
  });
});

describe("the jobs as the working time records them", () => {
  const timed = (polygonId: number, departmentId: number, startedAt: number, finishedAt: number) => ({
    polygonId,
    departmentId,
    startedAt,
    finishedAt,
    minutes: (finishedAt - startedAt) / 60_000,
  });

  it("has a line come to a department when it was done in the one before, and leaves out its first", () => {
    // Cutting (1), then sewing (2) skipped, then assembly (3): the line came to assembly when cut.
    const jobs = [
      timed(7, 3, startOf(1) + hour, startOf(1) + 2 * hour),
      timed(7, 1, startOf(0), startOf(0) + hour),
    ];
    expect(recordedJobsOf(jobs, [1, 2, 3], shifts(3))).toEqual([
      {
        departmentId: 3,
        arrivedAt: startOf(0) + hour,
        startedAt: startOf(1) + hour,
        finishedAt: startOf(1) + 2 * hour,
        minutes: 60,
      },
    ]);
  });

  it("carries a done moment past the shift's end into the next shift", () => {
    // Cut from 16:00 for two hours as one entry: the working time would have resumed it at 07:00.
    const jobs = [
      timed(7, 1, endOf(0) - hour, endOf(0) + hour),
      timed(7, 2, startOf(1) + 2 * hour, endOf(1)),
    ];
    expect(recordedJobsOf(jobs, [1, 2], shifts(3))[0]?.arrivedAt).toBe(startOf(1) + hour);
  });
});
