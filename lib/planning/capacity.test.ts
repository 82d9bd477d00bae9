// Capacity per department-day and plan time on the workshop's clock.
import { describe, expect, it } from "vitest";
import { adjustmentKey, capacityTable } from "./capacity";
import { isoWithOffset, momentOf, planClockAt, planTimeOf } from "./plan-time";

const hours = { startMinutes: 7 * 60, endMinutes: 17 * 60 };

describe("capacity", () => {
  it("is people × shift × efficiency on days of work, none on a weekend or holiday, plus adjustments", () => {
    // Wednesday 25 November 2026, 06:00 in Amsterdam: before the shift.
    const clock = planClockAt(new Date("2026-11-25T05:00:00Z"), hours);
    const table = capacityTable(
      {
        people: new Map([[1, 3]]),
        efficiency: 0.5,
        workDays: new Set([1, 2, 3, 4, 5]),
        closedDays: new Set(["2026-11-27"]),
        adjustments: new Map([[adjustmentKey(1, "2026-11-26"), -100]]),
      },
      clock,
      6,
    );
    // Wed 900, Thu 900 − 100, Fri closed, Sat, Sun, Mon 900.
    expect([...table.minutes.get(1)!]).toEqual([900, 800, 0, 0, 0, 900]);
  });

  it("counts only the hours left today", () => {
    // 12:00 in Amsterdam: half of 07:00–17:00 is gone.
    const clock = planClockAt(new Date("2026-11-25T11:00:00Z"), hours);
    const rules = {
      people: new Map([[1, 1]]),
      efficiency: 1,
      workDays: new Set([3]),
      closedDays: new Set<string>(),
      adjustments: new Map(),
    };
    expect(capacityTable(rules, clock, 1).minutes.get(1)![0]).toBe(300);
  });
});

describe("plan time", () => {
  it("turns a day index and a share of the shift into a moment with the workshop's offset, and back", () => {
    const clock = planClockAt(new Date("2026-11-25T11:00:00Z"), hours);
    // Today only the afternoon is left: 0.5 of it is 14:30.
    expect(isoWithOffset(momentOf(clock, 0.5))).toBe("2026-11-25T14:30:00.000+01:00");
    // The end of tomorrow's shift is written as 2.
    expect(isoWithOffset(momentOf(clock, 2))).toBe("2026-11-26T17:00:00.000+01:00");
    expect(planTimeOf(clock, new Date("2026-11-26T11:00:00Z"))).toBeCloseTo(1.5);
    // Summer time: the offset of the day itself, not of today.
    expect(isoWithOffset(momentOf(clock, 150))).toMatch(/\+02:00$/);
  });
});
