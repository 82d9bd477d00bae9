// Capacity per department-day and plan time on the workshop's clock.
import { describe, expect, it } from "vitest";
import { adjustmentKey, capacityTable, personDayMinutes } from "./capacity";
import { createPlanner, type PlanLine } from "./plan";
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

describe("an announced absence", () => {
  // Thursday 26 November 2026, 09:00 in Amsterdam: a fifth of the shift gone.
  const clock = planClockAt(new Date("2026-11-26T08:00:00Z"), hours);
  const [cutting, sewing] = [1, 2];
  const rules = (adjustments: Map<string, number>) => ({
    people: new Map([
      [cutting, 1],
      [sewing, 2],
    ]),
    efficiency: 0.8,
    workDays: new Set([1, 2, 3, 4, 5]),
    closedDays: new Set<string>(),
    adjustments,
  });
  // Two days of cutting queued (960 minutes at 480 a person-day), each line then 60 minutes of sewing.
  const lines: PlanLine[] = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    promised: null,
    createdAt: i,
    isHeld: false,
    isStarted: i === 0,
    steps: [
      { departmentId: cutting, minutes: 120 },
      { departmentId: sewing, minutes: 60 },
    ],
  }));
  const finishes = (adjustments: Map<string, number>) => {
    const planner = createPlanner(lines, capacityTable(rules(adjustments), clock, 10));
    return lines.map((l) => {
      const plan = planner.planOf(l.id)!;
      return plan.status === "planned" ? isoWithOffset(momentOf(clock, plan.finish)) : plan.status;
    });
  };

  it("takes one person's day from the department: the shift × the efficiency", () => {
    expect(personDayMinutes(hours, 0.8)).toBe(480);
    const table = capacityTable(
      rules(new Map([[adjustmentKey(cutting, "2026-11-27"), -personDayMinutes(hours, 0.8)]])),
      clock,
      2,
    );
    // Thursday: 480 less the fifth gone; Friday: the one cutter is away.
    expect(table.minutes.get(cutting)![0]).toBeCloseTo(384);
    expect(table.minutes.get(cutting)![1]).toBe(0);
    // Sewing keeps its two people's hours.
    expect(table.minutes.get(sewing)![1]).toBe(960);
  });

  it("gives the lines behind a one-person department's absence the later finish, and the ones before it the same", () => {
    const planned = finishes(new Map());
    const away = finishes(new Map([[adjustmentKey(cutting, "2026-11-27"), -personDayMinutes(hours, 0.8)]]));
    // Thursday's cutting (384 minutes left from 09:00: three lines and 24 minutes of the fourth) is not touched.
    expect(away.slice(0, 3)).toEqual(planned.slice(0, 3));
    // Cut 11:30 (48 minutes an hour), sewn 37.5 minutes later (two sewers: 96 an hour).
    expect(planned[0]).toBe("2026-11-26T12:07:30.000+01:00");
    // From the fourth on, the cutter's Friday is lost: each finishes a working day later.
    expect(planned[3]).toBe("2026-11-27T09:37:30.000+01:00");
    expect(away[3]).toBe("2026-11-30T09:37:30.000+01:00");
    expect(planned[7]).toBe("2026-11-30T09:37:30.000+01:00");
    expect(away[7]).toBe("2026-12-01T09:37:30.000+01:00");
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
