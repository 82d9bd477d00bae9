// Where the planner keeps its answer: flat typed arrays per line and step, so
// a replan of 100,000 lines allocates nothing and leaves the collector idle.
// A line keeps its slot for the planner's life; a line whose steps changed
// gets a fresh range of step slots (the old range is simply left behind).
import type { PlanLine } from "./plan-line";

export const planStatus = ["planned", "held", "no-capacity"] as const;
export type PlanStatus = (typeof planStatus)[number];

function grown(array: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const bigger = new Float64Array(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}
function grownInt(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const bigger = new Int32Array(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** `departmentSlot`: the planner's index of a department id, -1 when it has no capacity row. */
export function createPlanStore(expectedLines: number, departmentSlot: (departmentId: number) => number) {
  const slotOf = new Map<number, number>();
  const lines: PlanLine[] = [];
  let stepCount = 0;
  const store = {
    status: new Int32Array(Math.max(16, expectedLines)),
    finish: new Float64Array(Math.max(16, expectedLines)),
    lateBy: new Float64Array(Math.max(16, expectedLines)),
    lateCause: new Int32Array(Math.max(16, expectedLines)),
    stepBase: new Int32Array(Math.max(16, expectedLines)),
    start: new Float64Array(Math.max(16, expectedLines * 4)),
    stepFinish: new Float64Array(Math.max(16, expectedLines * 4)),
    wait: new Float64Array(Math.max(16, expectedLines * 4)),
    /** The line slot, the department's slot and the minutes of each step slot (read without touching the lines). */
    lineOfStep: new Int32Array(Math.max(16, expectedLines * 4)),
    stepDepartment: new Int32Array(Math.max(16, expectedLines * 4)),
    stepMinutes: new Float64Array(Math.max(16, expectedLines * 4)),
    slotOf,
    lines,
    /** The line's slot, made (or its step range renewed, when its steps changed) as needed. */
    put(line: PlanLine): number {
      let slot = slotOf.get(line.id);
      const previous = slot === undefined ? undefined : lines[slot];
      if (slot === undefined) {
        slot = lines.length;
        slotOf.set(line.id, slot);
        store.status = grownInt(store.status, slot + 1);
        store.finish = grown(store.finish, slot + 1);
        store.lateBy = grown(store.lateBy, slot + 1);
        store.lateCause = grownInt(store.lateCause, slot + 1);
        store.stepBase = grownInt(store.stepBase, slot + 1);
      }
      lines[slot] = line;
      if (!previous || previous.steps.length < line.steps.length) {
        store.stepBase[slot] = stepCount;
        stepCount += line.steps.length;
        store.start = grown(store.start, stepCount);
        store.stepFinish = grown(store.stepFinish, stepCount);
        store.wait = grown(store.wait, stepCount);
        store.lineOfStep = grownInt(store.lineOfStep, stepCount);
        store.stepDepartment = grownInt(store.stepDepartment, stepCount);
        store.stepMinutes = grown(store.stepMinutes, stepCount);
      }
      const base = store.stepBase[slot] ?? 0;
      line.steps.forEach((step, i) => {
        store.lineOfStep[base + i] = slot;
        store.stepDepartment[base + i] = departmentSlot(step.departmentId);
        store.stepMinutes[base + i] = step.minutes;
      });
      return slot;
    },
    remove(id: number) {
      slotOf.delete(id);
    },
  };
  return store;
}
export type PlanStore = ReturnType<typeof createPlanStore>;
