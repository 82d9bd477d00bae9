// The planner's promises on random workshops (a seeded generator, so a failure repeats):
// no department-day over capacity, departments in workflow order, every open line
// planned, each department's queue first come, first served, and a replan after a
// change equal to planning from scratch.
import { afterAll, describe, expect, it } from "vitest";
import { randomPlanInput } from "@/tests/support/plan-input";
import { closeWorkerPool, runTask, taskRuns } from "@/lib/workers/pool";
import { createPlanner, type Capacity, type LinePlan, type PlanLine } from "./plan";
import {
  capacityAt,
  capacityOfResult,
  linePlanAt,
  loadAt,
  nextPlanVersion,
  planLinesOf,
} from "./plan-result";
import planTask, { makePlan } from "./plan.task";
import whatIfTask from "./what-if.task";

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

afterAll(closeWorkerPool);

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

  it("takes each department's queue first come, first served", () => {
    const { lines, capacity } = workshop(6, 2000);
    const planner = createPlanner(
      lines.map((l, i) => ({ ...l, arrivedAt: (i * 7919) % 1000 })),
      capacity,
    );
    // Per department, each step's place in the queue: the lines waiting there now in the planner's
    // order (started first, then by arrival), then the others by when they come (their previous finish).
    const queue = new Map(departments.map((id) => [id, [] as { key: [number, number]; start: number }[]]));
    planner.plans.forEach((plan, position) => {
      if (plan.status !== "planned") return;
      plan.steps.forEach((step, i) => {
        if (step.minutes <= 0) return;
        const key: [number, number] = i === 0 ? [0, position] : [1, plan.steps[i - 1]!.finish];
        queue.get(step.departmentId)!.push({ key, start: step.start });
      });
    });
    for (const steps of queue.values()) {
      steps.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1]);
      for (let i = 1; i < steps.length; i++) {
        const [before, after] = [steps[i - 1]!, steps[i]!];
        if (before.key[0] === after.key[0] && before.key[1] === after.key[1]) continue;
        expect(after.start).toBeGreaterThanOrEqual(before.start - 1e-9);
      }
    }
  });

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

  it("makes the same plan on a worker thread as createPlanner in one go, and the same what-if", async () => {
    const input = randomPlanInput(7, 3000);
    const result = await runTask(planTask, input);
    expect(taskRuns(planTask)).toBeGreaterThan(0);
    // The worker's plan, read from its columns, against the planner made here on the lines it planned.
    const lines = planLinesOf(result);
    expect(lines.length).toBeGreaterThan(1000);
    const capacity = capacityOfResult(result);
    const fresh = createPlanner(lines, capacity);
    const fromWorker = Array.from(result.lines.ids, (_, p) => linePlanAt(result, p));
    expect(stripped(fromWorker)).toEqual(stripped(fresh.plans));
    for (const id of [11, 12, 13, 14, 15])
      for (let day = 0; day < 40; day++) expect(loadAt(result, id, day)).toBe(fresh.loadOf(id, day));
    // The same plan as made on this thread from the same input.
    const here = makePlan({ ...input, version: nextPlanVersion() });
    expect(stripped(Array.from(here.lines.ids, (_, p) => linePlanAt(here, p)))).toEqual(stripped(fromWorker));
    // A what-if on the worker (its kept planner, then a planner made again from the columns)
    // against the capacity changed here in one go.
    const [departmentId, day] = [13, 3];
    const minutes = capacityAt(result, departmentId, day) + 600;
    const changed = new Map(capacity.minutes);
    changed.set(
      departmentId,
      Float64Array.from(capacity.minutes.get(departmentId)!, (m, d) => (d === day ? minutes : m)),
    );
    const expected = createPlanner(lines, { days: capacity.days, minutes: changed })
      .plans.filter((p) => p.status === "planned" && p.lateBy > 0)
      .sort((a, b) => b.lateBy - a.lateBy || a.id - b.id);
    for (const version of [result.version, nextPlanVersion()]) {
      const whatIf = await runTask(whatIfTask, {
        plan: { ...result, version },
        change: { departmentId, day, minutes },
        limit: 20,
      });
      expect(whatIf.total).toBe(expected.length);
      expect([...whatIf.ids]).toEqual(expected.slice(0, 20).map((p) => p.id));
      expect([...whatIf.lateBy]).toEqual(expected.slice(0, 20).map((p) => p.lateBy));
    }
  });
});
