// The planner's promises on random workshops (a seeded generator, so a failure repeats):
// no department-day over capacity, departments in workflow order, every open line
// planned, and a replan after a change equal to planning from scratch.
import { describe, expect, it } from "vitest";
import { createPlanner, createPlannerInSlices, type Capacity, type LinePlan, type PlanLine } from "./plan";

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const departments = [11, 12, 13, 14, 15];

function workshop(seed: number, count: number) {
  const next = random(seed);
  const days = 400;
  const minutes = new Map(
    departments.map((id) => {
      const perDay = 480 * (1 + Math.floor(next() * 4));
      // Weekends and a few random closed days.
      return [id, Float64Array.from({ length: days }, (_, d) => (d % 7 >= 5 || next() < 0.03 ? 0 : perDay))];
    }),
  );
  const lines: PlanLine[] = Array.from({ length: count }, (_, i) => {
    const from = Math.floor(next() * departments.length);
    return {
      id: i + 1,
      promised: next() < 0.1 ? null : next() * 30,
      createdAt: Math.floor(next() * 1e6),
      isHeld: next() < 0.05,
      isStarted: next() < 0.1,
      steps: departments
        .slice(from)
        .map((departmentId) => ({ departmentId, minutes: Math.round(next() * 90) })),
    };
  });
  const capacity: Capacity = { days, minutes };
  return { lines, capacity, next };
}

const stripped = (plans: readonly LinePlan[]) =>
  plans.map((p) => ({ ...p, steps: p.steps.map((s) => ({ ...s })) }));

describe("the planner's promises", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`holds them on random workshop ${seed}`, () => {
      const { lines, capacity } = workshop(seed, 3000);
      const planner = createPlanner(lines, capacity);
      for (const id of departments)
        for (let day = 0; day < capacity.days; day++)
          expect(planner.loadOf(id, day)).toBeLessThanOrEqual(planner.capacityOf(id, day) + 1e-6);
      const placed = new Map(departments.map((id) => [id, 0]));
      for (const line of lines) {
        const plan = planner.planOf(line.id)!;
        expect(plan.status).toBe(line.isHeld ? "held" : "planned");
        if (plan.status !== "planned") continue;
        expect(plan.steps.map((s) => s.departmentId)).toEqual(line.steps.map((s) => s.departmentId));
        for (const [i, step] of plan.steps.entries()) {
          expect(step.finish).toBeGreaterThanOrEqual(step.start);
          if (i > 0) expect(step.start).toBeGreaterThanOrEqual(plan.steps[i - 1]!.finish - 1e-9);
          placed.set(step.departmentId, placed.get(step.departmentId)! + step.minutes);
        }
        expect(plan.finish).toBe(plan.steps.at(-1)?.finish ?? 0);
      }
      // Every minute of every planned step is on some day.
      for (const id of departments) {
        let total = 0;
        for (let day = 0; day < capacity.days; day++) total += planner.loadOf(id, day);
        expect(total).toBeCloseTo(placed.get(id)!, 3);
      }
    });
  }

  it("replans after each change exactly as a plan from scratch would", () => {
    const { lines, capacity, next } = workshop(9, 2500);
    const planner = createPlanner(lines, capacity);
    const current = new Map(lines.map((l) => [l.id, l]));
    for (let change = 0; change < 9; change++) {
      const pick = current.get(1 + Math.floor(next() * lines.length))!;
      if (change % 3 === 0) {
        const moved = { ...pick, isStarted: true, steps: pick.steps.slice(1) };
        planner.putLine(moved);
        current.set(moved.id, moved);
      } else if (change % 3 === 1) {
        const department = departments[Math.floor(next() * departments.length)]!;
        const day = Math.floor(next() * 20);
        const minutes = planner.capacityOf(department, day) + (next() < 0.5 ? 240 : -240);
        planner.setCapacity(department, day, minutes);
        capacity.minutes.get(department)![day] = Math.max(0, minutes);
      } else {
        const held = { ...pick, isHeld: !pick.isHeld };
        planner.putLine(held);
        current.set(held.id, held);
      }
      const fresh = createPlanner([...current.values()], capacity);
      expect(stripped(planner.plans)).toEqual(stripped(fresh.plans));
    }
  });

  it("places the lines in slices, letting others run between them, into the same plan", async () => {
    const { lines, capacity, next } = workshop(7, 5000);
    let rests = 0;
    let ranBetween = 0;
    const sliced = await createPlannerInSlices(lines, capacity, () => {
      rests++;
      // What a scan would do meanwhile: it runs before the next slice.
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          ranBetween++;
          resolve();
        }),
      );
    });
    // A rest after each of the sort's runs (4,096 lines) and merges, and after each slice placed (1,024).
    expect(rests).toBeGreaterThanOrEqual(Math.ceil(5000 / 4096) + Math.ceil(5000 / 1024));
    expect(ranBetween).toBe(rests);
    expect(stripped(sliced.plans)).toEqual(stripped(createPlanner(lines, capacity).plans));
    // And it replans after a change as the planner made in one go does.
    const moved = { ...lines[Math.floor(next() * lines.length)]!, isStarted: true };
    sliced.putLine(moved);
    const fresh = createPlanner(
      lines.map((line) => (line.id === moved.id ? moved : line)),
      capacity,
    );
    expect(stripped(sliced.plans)).toEqual(stripped(fresh.plans));
  });
});
