import { describe, expect, it } from "vitest";
import { daysLate, departmentDates, isPossibleFinish, latestOf, lineDates } from "./line-dates";

describe("a line's dates", () => {
  it("are the upstream's planned finish and delivery and the plan's projected finish", () => {
    expect(
      lineDates(
        { finishAt: "2026-12-04T09:00:00Z", deliverAt: "2026-12-04T10:00:00Z" },
        "2026-12-14T09:04:00+01:00",
      ),
    ).toEqual({
      plannedFinish: "2026-12-04T09:00:00Z",
      plannedDelivery: "2026-12-04T10:00:00Z",
      projectedFinish: "2026-12-14T09:04:00+01:00",
    });
    expect(lineDates({ finishAt: null, deliverAt: null })).toEqual({
      plannedFinish: null,
      plannedDelivery: null,
      projectedFinish: null,
    });
  });
});

describe("a department's dates", () => {
  const work = { startAt: "2026-11-20T07:00:00Z", finishAt: "2026-11-25T16:00:00Z" };

  it("are planned until the work starts", () => {
    expect(departmentDates(work, "planned")).toEqual({
      plannedStart: work.startAt,
      plannedFinish: work.finishAt,
      startedAt: null,
      finishedAt: null,
    });
  });

  it("once started, the start is the real one beside the planned finish (a late start is no impossible date)", () => {
    // The walk-through's drawer: started 29 Nov 00:03, planned to finish 25 Nov.
    const started = { startAt: "2026-11-29T00:03:00+01:00", finishAt: "2026-11-25T16:00:00Z" };
    expect(departmentDates(started, "started")).toEqual({
      plannedStart: null,
      plannedFinish: started.finishAt,
      startedAt: started.startAt,
      finishedAt: null,
    });
  });

  it("once done, both are real", () => {
    expect(departmentDates(work, "done")).toEqual({
      plannedStart: null,
      plannedFinish: null,
      startedAt: work.startAt,
      finishedAt: work.finishAt,
    });
  });

  it("never shows a finish before its start: the start is left out", () => {
    const impossible = { startAt: "2026-11-29T00:03:00Z", finishAt: "2026-11-25T16:00:00Z" };
    expect(departmentDates(impossible, "planned")).toMatchObject({
      plannedStart: null,
      plannedFinish: impossible.finishAt,
    });
    expect(departmentDates(impossible, "done")).toMatchObject({
      startedAt: null,
      finishedAt: impossible.finishAt,
    });
    expect(isPossibleFinish(impossible.startAt, impossible.finishAt)).toBe(false);
    expect(isPossibleFinish(impossible.finishAt, impossible.startAt)).toBe(true);
    expect(isPossibleFinish(null, impossible.finishAt)).toBe(true);
  });
});

describe("days late", () => {
  it("counts calendar days past the planned date, at least one when late at all", () => {
    expect(daysLate("2026-12-04T10:00:00+01:00", "2026-12-14T09:04:00+01:00")).toBe(10);
    expect(daysLate("2026-12-04T10:00:00Z", "2026-12-04T10:30:00Z")).toBe(1);
    expect(daysLate("2026-12-04T10:00:00Z", "2026-12-04T09:00:00Z")).toBe(0);
    expect(daysLate(null, "2026-12-04T09:00:00Z")).toBe(0);
    expect(daysLate("2026-12-04T10:00:00Z", null)).toBe(0);
  });

  it("the latest of a project's dates", () => {
    expect(latestOf([null, "2026-12-04T10:00:00Z", "2026-12-03T10:00:00+01:00"])).toBe(
      "2026-12-04T10:00:00Z",
    );
    expect(latestOf([null, null])).toBeNull();
  });
});
