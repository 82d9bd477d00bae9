// A random workshop as the main thread hands it to the plan's worker task
// (lib/planning/plan-input.ts): five departments, polygons at their statuses
// (some at none), planned work, finished jobs, an override and an adjustment.
// Seeded, so a failure repeats.
import type { PlanInput } from "@/lib/planning/plan-input";
import { nextPlanVersion } from "@/lib/planning/plan-result";
import { planClockAt } from "@/lib/planning/plan-time";

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

export const planInputDepartments = [11, 12, 13, 14, 15];
const departments = planInputDepartments;

/** A random workshop as the main thread hands it to the plan's worker task. */
export function randomPlanInput(seed: number, count: number): PlanInput {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const planDepartments = departments.map((id) => ({
    id,
    waitingValues: [id * 10 + 1],
    startedValue: id * 10 + 2,
    onHoldValue: id * 10 + 3,
    fallbackMinutes: 60,
  }));
  // Some polygons at a status no department has open: not planned.
  const values = [
    ...planDepartments.flatMap((d) => [d.waitingValues[0]!, d.startedValue, d.onHoldValue]),
    999,
  ];
  const deliverAtTexts = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.UTC(2026, 10, 25 + i, 15)).toISOString(),
  );
  const ids = Int32Array.from({ length: count }, (_, i) => i + 1);
  const work = departments.map((departmentId) => {
    const planned = [...ids].filter(() => next() < 0.7);
    return {
      departmentId,
      polygonIds: Int32Array.from(planned),
      plannedMinutes: Float64Array.from(planned, () => Math.round(next() * 90)),
    };
  });
  const jobs = Array.from({ length: 200 }, () => ({
    departmentId: pick(departments),
    minutes: 5 + next() * 60,
  }));
  return {
    version: nextPlanVersion(),
    clock: planClockAt(new Date("2026-11-25T10:00:00Z"), { startMinutes: 420, endMinutes: 1020 }),
    horizonDays: 120,
    departments: planDepartments,
    polygons: [
      {
        ids,
        projectIds: Int32Array.from(ids, (id) => 1 + Math.floor(id / 7)),
        statusValues: Int32Array.from(ids, () => pick(values)),
        createdAtMs: Float64Array.from(ids, () => Math.floor(next() * 1e9)),
        // When each came to its current department's queue: after every createdAt, in no order of id.
        arrivedAtMs: Float64Array.from(ids, (id) => 1e9 + ((id * 7919) % 100_003) * 1000),
        deliverAt: Array.from(ids, () => (next() < 0.1 ? "" : pick(deliverAtTexts))).join("\n"),
      },
    ],
    work,
    jobs: {
      departmentIds: Int32Array.from(jobs, (j) => j.departmentId),
      minutes: Float64Array.from(jobs, (j) => j.minutes),
      plannedMinutes: Float64Array.from(jobs, () => (next() < 0.5 ? 30 : 0)),
    },
    overrides: [[`${departments[0]}|`, 20]],
    rules: {
      people: departments.map((id) => [id, 1 + Math.floor(next() * 3)]),
      efficiency: 0.85,
      workDays: [1, 2, 3, 4, 5],
      closedDays: ["2026-12-25"],
      adjustments: [[`${departments[1]}|2026-11-27`, 120]],
    },
  };
}
