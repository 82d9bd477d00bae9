// The replay of bench:planning (bench/planning-replay.ts) on the demo floor's
// history: what the plan of a past day is judged on, and that knowing the
// queues and the learned minutes beats the fixed deliveryTime days.
import { describe, expect, it } from "vitest";
import { simulateFloorHistory } from "@/lib/embedded-api/demo/floor-history";
import { atWorkshopTime } from "@/lib/i18n/workshop-clock";
import { byDepartmentOf, replayAt, replayDay, workingDayClock } from "../../bench/planning-replay";

const now = new Date("2026-11-25T09:00:00.000Z");
const history = simulateFloorHistory({ seed: 42, now });
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe("the replay on the demo history", () => {
  it("plans a past day's open lines with only what was known then, and judges those that finished", () => {
    const day = replayDay(now, 20);
    // Wednesday 2026-10-28, 20 weekdays before Wednesday 2026-11-25, at 09:00 in Amsterdam (UTC+1).
    expect(day.toISOString()).toBe("2026-10-28T08:00:00.000Z");
    const replay = replayAt(history, day);
    const open = history.lines.filter(
      (l) =>
        l.releasedAt <= day && (l.steps.at(-1)!.finishedAt === null || l.steps.at(-1)!.finishedAt! > day),
    );
    expect(replay.judged + replay.stillOpen).toBe(open.length);
    expect(replay.plan.errors).toHaveLength(replay.judged);
    expect(replay.plan.withinOneDay).toBeLessThanOrEqual(replay.judged);
    // The efficiency is learned from the floor's records before D: below the staffed share, as absences cost hours.
    expect(replay.efficiency).toBeGreaterThan(0.5);
    expect(replay.efficiency).toBeLessThan(history.shift.efficiency);
    const learnable = history.lines.flatMap((l) =>
      l.steps.filter((s) => s.finishedAt && s.finishedAt <= day),
    );
    expect(replay.jobsLearned).toBe(learnable.length);
  });

  it("the finite-capacity plan lands nearer the real finishes than the fixed deliveryTime plan", () => {
    const days = [30, 25, 20, 15].map((back) => replayAt(history, replayDay(now, back)));
    const plan = mean(days.flatMap((d) => d.plan.errors));
    const fixed = mean(days.flatMap((d) => d.fixed.errors));
    expect(plan).toBeLessThan(fixed);
    expect(plan).toBeGreaterThan(0);
  });

  it("knows who is away on the morning of D, not who will be away later", () => {
    // Tuesday 2026-11-03 and Wednesday 2026-11-04: the one cutter was away on the Wednesday.
    const tuesday = replayAt(history, replayDay(now, 16));
    const wednesday = replayAt(history, replayDay(now, 15));
    expect(history.absences.CUT["2026-11-04"]).toBe(1);
    expect(wednesday.absentToday).toContainEqual({ code: "CUT", people: 1 });
    expect(tuesday.absentToday.map((a) => a.code)).not.toContain("CUT");
    // Wednesday's plan takes the cutter's day: the lines waiting in cutting are not projected a day early.
    const cutting = byDepartmentOf(wednesday).find((d) => d.code === "CUT")!;
    expect(cutting.lines).toBeGreaterThan(50);
    expect(cutting.plan.signed).toBeGreaterThan(-0.5);
    expect(cutting.plan.error).toBeLessThan(0.5);
  });

  it("counts errors in working days: a weekend or a night between two moments counts nothing", () => {
    const clockOf = workingDayClock(history.shift, "2026-10-01");
    const at = (day: string, hhmm: string) =>
      clockOf(atWorkshopTime(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))).getTime());
    // Friday 2026-10-23 after the shift to Monday before it: nothing worked between.
    expect(at("2026-10-26", "06:00") - at("2026-10-23", "17:30")).toBe(0);
    // Friday noon to Monday noon: one working day; Monday noon to Tuesday 07:00: half of one.
    expect(at("2026-10-26", "12:00") - at("2026-10-23", "12:00")).toBeCloseTo(1);
    expect(at("2026-10-27", "07:00") - at("2026-10-26", "12:00")).toBeCloseTo(0.5);
  });
});
