// Standard times learned from finished jobs: the median and spread for the
// admin, the mean (without a timer left running) for the plan, scaled by the
// planned minutes where the upstream planned any; the override over it; the fallbacks.
import { describe, expect, it } from "vitest";
import { learnStandards, overrideKey, type FinishedJob } from "./standard-times";

const cutting = 1;
const job = (minutes: number, plannedMinutes = 0, product: string | null = "Roller blind"): FinishedJob => ({
  productionDepartmentId: cutting,
  product,
  minutes,
  plannedMinutes,
});

describe("standard times", () => {
  it("plans with the mean of the jobs, leaving out a forgotten pause, and shows the median, count and spread", () => {
    const standards = learnStandards([job(20), job(30), job(25), job(400), job(35)]);
    // 400 is over five times the median (30): a timer left running, not work. The mean of the rest.
    expect(standards.minutesFor(cutting, "Roller blind", 0, 60)).toBe(27.5);
    expect(standards.list().find((s) => s.product === "Roller blind")).toMatchObject({
      jobs: 5,
      medianMinutes: 30,
      spread: [25, 35],
    });
  });

  it("keeps rework in the mean: a queue of jobs takes their mean each, not their median", () => {
    // Nine jobs of 10 minutes and one done twice over (30): ten such jobs take 120 minutes, not 100.
    const standards = learnStandards([...Array.from({ length: 9 }, () => job(10)), job(30)]);
    expect(standards.minutesFor(cutting, "Roller blind", 0, 60)).toBeCloseTo(12);
    expect(standards.list().find((s) => s.product === "Roller blind")?.medianMinutes).toBe(10);
  });

  it("scales by size: worked ÷ planned minutes times the line's own planned minutes", () => {
    // Each job took 1.5 × what the upstream planned.
    const standards = learnStandards([job(15, 10), job(30, 20), job(60, 40)]);
    expect(standards.minutesFor(cutting, "Roller blind", 100, 60)).toBeCloseTo(150);
  });

  it("uses the department's figure for a product with too few jobs, the admin's override over all", () => {
    const jobs = [job(10, 0, "Curtain"), job(10, 0, "Curtain"), job(10, 0, "Curtain"), job(99, 0, "Pleat")];
    const standards = learnStandards(jobs, new Map([[overrideKey(cutting, "Curtain"), 12]]));
    expect(standards.minutesFor(cutting, "Curtain", 0, 60)).toBe(12);
    // Pleat has one job: the department's median over all four (10).
    expect(standards.minutesFor(cutting, "Pleat", 0, 60)).toBe(10);
  });

  it("falls back to the planned minutes, then to the department's delivery time, when nothing is recorded", () => {
    const standards = learnStandards([]);
    expect(standards.minutesFor(cutting, "Curtain", 45, 120)).toBe(45);
    expect(standards.minutesFor(cutting, "Curtain", 0, 120)).toBe(120);
  });
});
