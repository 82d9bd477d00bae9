// The planner on examples worked out by hand (docs/planning.md).
import { describe, expect, it } from "vitest";
import { createPlanner, type Capacity, type PlanLine } from "./plan";

const cutting = 1;
const sewing = 2;

/** Both departments 480 minutes a day (one person, eight hours) unless `days` says otherwise. */
function capacity(days: Partial<Record<number, [number, number]>> = {}, horizon = 10): Capacity {
  const minutes = new Map([
    [cutting, new Float64Array(horizon).fill(480)],
    [sewing, new Float64Array(horizon).fill(480)],
  ]);
  for (const [day, [c, s]] of Object.entries(days) as [string, [number, number]][]) {
    minutes.get(cutting)![Number(day)] = c;
    minutes.get(sewing)![Number(day)] = s;
  }
  return { days: horizon, minutes };
}

const line = (
  id: number,
  promised: number | null,
  steps: [number, number][],
  extra: Partial<PlanLine> = {},
): PlanLine => ({
  id,
  promised,
  createdAt: id,
  isHeld: false,
  isStarted: false,
  steps: steps.map(([departmentId, minutes]) => ({ departmentId, minutes })),
  ...extra,
});

describe("the finite-capacity planner", () => {
  it("pushes a line to the next day when its department is at capacity (worked by hand)", () => {
    // Line 1: cutting 300 (day 0, 0 → 0.625), sewing 240 from 0.625: 180 fit on day 0, 60 on day 1 → 1.125.
    // Line 2: cutting 300 after line 1's 300: 180 left on day 0, 120 on day 1 → 1.25; sewing 120 from 1.25 → 1.5.
    const planner = createPlanner(
      [
        line(2, 3, [
          [cutting, 300],
          [sewing, 120],
        ]),
        line(1, 1, [
          [cutting, 300],
          [sewing, 240],
        ]),
      ],
      capacity(),
    );
    const first = planner.planOf(1)!;
    const second = planner.planOf(2)!;
    expect(first.steps.map((s) => [s.start, s.finish])).toEqual([
      [0, 0.625],
      [0.625, 1.125],
    ]);
    expect(second.steps.map((s) => [s.start, s.finish])).toEqual([
      [0.625, 1.25],
      [1.25, 1.5],
    ]);
    expect(planner.loadOf(cutting, 0)).toBe(480);
    expect(planner.loadOf(cutting, 1)).toBe(120);
    expect(planner.loadOf(sewing, 1)).toBe(60 + 120);
    // Line 1 was promised for the end of day 0 (plan time 1): an eighth of a day late, the longest in cutting.
    expect(first.lateBy).toBeCloseTo(0.125);
    expect(first.lateCause).toBe(cutting);
    expect(second.lateBy).toBe(0);
    expect(second.lateCause).toBeNull();
  });

  it("skips a holiday: no minutes on a closed day", () => {
    // Day 1 closed: line 2's remaining 120 cutting minutes go to day 2.
    const planner = createPlanner(
      [line(1, 1, [[cutting, 400]]), line(2, 2, [[cutting, 200]])],
      capacity({ 1: [0, 0] }),
    );
    expect(planner.loadOf(cutting, 1)).toBe(0);
    const second = planner.planOf(2)!;
    expect(second.steps[0]).toMatchObject({ start: 400 / 480, finish: 2.25 });
    expect(second.lateBy).toBeCloseTo(0.25);
  });

  it("lets a held line wait: unplanned, and its minutes free for the others", () => {
    const planner = createPlanner(
      [line(1, 1, [[cutting, 480]], { isHeld: true }), line(2, 2, [[cutting, 240]])],
      capacity(),
    );
    expect(planner.planOf(1)).toMatchObject({ status: "held", finish: null });
    expect(planner.planOf(2)).toMatchObject({ status: "planned", finish: 0.5 });
  });

  it("continues started work before new work, whatever the promises", () => {
    const planner = createPlanner(
      [line(1, 1, [[cutting, 480]]), line(2, 5, [[cutting, 240]], { isStarted: true })],
      capacity(),
    );
    expect(planner.planOf(2)!.steps[0]).toMatchObject({ start: 0, finish: 0.5 });
    expect(planner.planOf(1)!.steps[0]).toMatchObject({ start: 0.5, finish: 1.5 });
  });

  it("takes a department's queue in the order the lines arrived there, whatever the promises", () => {
    const planner = createPlanner(
      [
        line(3, 1, [[cutting, 240]], { arrivedAt: 30 }),
        line(2, null, [[cutting, 240]], { arrivedAt: 20 }),
        line(1, 4, [[cutting, 240]], { arrivedAt: 10 }),
      ],
      capacity(),
    );
    expect(planner.plans.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(planner.planOf(3)).toMatchObject({ finish: 1.5, lateBy: 0.5 });
    // Without an arrival, the line's age is its place.
    const byAge = createPlanner(
      [line(2, 1, [[cutting, 240]], { createdAt: 20 }), line(1, 4, [[cutting, 240]], { createdAt: 10 })],
      capacity(),
    );
    expect(byAge.planOf(1)!.finish).toBe(0.5);
  });

  it("serves the line waiting in a department before one still on its way there, even one started upstream", () => {
    const planner = createPlanner(
      [
        line(
          1,
          1,
          [
            [cutting, 240],
            [sewing, 240],
          ],
          { isStarted: true },
        ),
        line(2, 5, [[sewing, 480]], { arrivedAt: 50 }),
      ],
      capacity(),
    );
    expect(planner.planOf(2)!.steps[0]).toMatchObject({ start: 0, finish: 1 });
    // Line 1 comes to sewing at 0.5, behind line 2's whole day.
    expect(planner.planOf(1)!.steps[1]).toMatchObject({ start: 1, finish: 1.5, wait: 0.5 });
    expect(planner.loadOf(sewing, 1)).toBe(240);
  });

  it("keeps a department idle until the next line arrives: the minutes before it are not used", () => {
    // Sewing has nothing until line 1 leaves cutting at 0.75; line 2 then follows it.
    const planner = createPlanner(
      [
        line(1, 1, [
          [cutting, 360],
          [sewing, 240],
        ]),
        line(2, 1, [
          [cutting, 120],
          [sewing, 240],
        ]),
      ],
      capacity(),
    );
    expect(planner.planOf(1)!.steps[1]).toMatchObject({ start: 0.75, finish: 1.25 });
    expect(planner.planOf(2)!.steps[1]).toMatchObject({ start: 1.25, finish: 1.75 });
    expect(planner.loadOf(sewing, 0)).toBe(120);
  });

  it("replans after a change: overtime brings a late line back on time, a finished step frees its minutes", () => {
    const planner = createPlanner([line(1, 1, [[cutting, 480]]), line(2, 1, [[cutting, 240]])], capacity());
    expect(planner.planOf(2)!.lateBy).toBeCloseTo(0.5);
    planner.setCapacity(cutting, 0, 720);
    expect(planner.planOf(2)).toMatchObject({ finish: 1, lateBy: 0 });
    planner.setCapacity(cutting, 0, 480);
    planner.putLine(line(1, 1, [[cutting, 0]]));
    expect(planner.planOf(2)).toMatchObject({ finish: 0.5, lateBy: 0 });
    planner.removeLine(2);
    expect(planner.planOf(2)).toBeUndefined();
    expect(planner.loadOf(cutting, 0)).toBe(0);
  });

  it("leaves a line unplanned when a department has no hours within the horizon", () => {
    const planner = createPlanner(
      [
        line(1, 1, [
          [cutting, 10],
          [99, 10],
        ]),
      ],
      capacity(),
    );
    expect(planner.planOf(1)).toMatchObject({ status: "no-capacity" });
  });
});
