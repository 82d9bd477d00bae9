// The finite-capacity planner (docs/planning.md): every open line forward
// through its remaining departments, in workflow order, never giving a
// department more minutes on a day than it has. Pure: it knows days as
// indexes from the plan's first day and times as "plan time", a day index
// plus the fraction of that day's working hours gone (lib/planning/plan-time.ts
// turns them into moments). Incremental: the load of every department-day is
// kept at checkpoints along the priority order, so a change re-places only
// the lines from the checkpoint before it onward.
import { comparePriority, type PlanLine } from "./plan-line";
import type { PlanStep } from "./plan-line";
import { createPlanStore, planStatus, type PlanStore } from "./plan-store";
import { createDayLoads, epsilon, type Capacity } from "./day-loads";

export type { PlanLine, PlanStep } from "./plan-line";
export type { Capacity } from "./day-loads";

export type PlannedStep = {
  departmentId: number;
  minutes: number;
  /** Plan time: day index + fraction of that day's hours. */
  start: number;
  finish: number;
  /** How long the step waited for its department after the line was ready for it (plan-time days). */
  wait: number;
};

export type LinePlan =
  | {
      id: number;
      status: "planned";
      steps: PlannedStep[];
      finish: number;
      /** Plan-time days the finish lies after the promise; 0 when on time or nothing was promised. */
      lateBy: number;
      /** When late: the department the line spends longest in (waiting plus working); null when on time. */
      lateCause: number | null;
    }
  | { id: number; status: "held" | "no-capacity"; steps: []; finish: null; lateBy: 0; lateCause: null };

/** Lines between two checkpoints of the load: more is less memory, fewer is a cheaper replan. */
const checkpointEvery = 1024;

export type Planner = {
  /** The plan of every line, in priority order. */
  readonly plans: readonly LinePlan[];
  planOf(id: number): LinePlan | undefined;
  /** Minutes placed on a department's day. */
  loadOf(departmentId: number, day: number): number;
  capacityOf(departmentId: number, day: number): number;
  /** A new or changed line (a status move, a new line, a hold); replans from its place in the order. */
  putLine(line: PlanLine): void;
  removeLine(id: number): void;
  /** A department-day's minutes changed (overtime, absence); replans from the first line it can move. */
  setCapacity(departmentId: number, day: number, minutes: number): void;
};

export function createPlanner(lines: readonly PlanLine[], capacity: Capacity): Planner {
  const store = createPlanStore(lines.length);
  const order = [...lines].sort(comparePriority).map((line) => store.put(line));
  const built = plannerOver(store, order, capacity);
  for (let slice = 0; slice < built.slices; slice++) built.placeSlice(slice);
  return built.planner;
}

/**
 * A planner over the lines in `store`, whose slots `order` lists by priority, not
 * placed yet: placeSlice(0), (1), … in turn place them all.
 */
function plannerOver(store: PlanStore, order: number[], capacity: Capacity) {
  const days = createDayLoads(capacity);
  const lineAt = (i: number) => store.lines[order[i] ?? -1] as PlanLine;

  /** Plans the line in store slot `at`, writing the answer into the store. */
  function planLine(at: number) {
    const line = store.lines[at] as PlanLine;
    store.finish[at] = NaN;
    store.lateBy[at] = 0;
    store.lateCause[at] = -1;
    if (line.isHeld) {
      store.status[at] = planStatus.indexOf("held");
      return;
    }
    const base = store.stepBase[at] ?? 0;
    let ready = 0;
    let worst = -1;
    let cause = -1;
    for (let i = 0; i < line.steps.length; i++) {
      const step = line.steps[i] as PlanStep;
      const d = days.slotOf(step.departmentId);
      if (d === undefined || !days.place(d, step.minutes, ready)) {
        store.status[at] = planStatus.indexOf("no-capacity");
        return;
      }
      const { start, finish } = days.placed;
      store.start[base + i] = start;
      store.stepFinish[base + i] = finish;
      store.wait[base + i] = start - ready;
      // The department the line spends longest in, waiting plus working: the cause when it is late.
      if (finish - ready > worst) {
        worst = finish - ready;
        cause = step.departmentId;
      }
      ready = finish;
    }
    const lateBy = line.promised === null ? 0 : ready - line.promised;
    store.status[at] = 0;
    store.finish[at] = ready;
    store.lateBy[at] = lateBy > epsilon ? lateBy : 0;
    store.lateCause[at] = lateBy > epsilon ? cause : -1;
  }

  function planOfSlot(at: number): LinePlan {
    const line = store.lines[at] as PlanLine;
    const status = planStatus[store.status[at] ?? 0] ?? "planned";
    if (status !== "planned")
      return { id: line.id, status, steps: [], finish: null, lateBy: 0, lateCause: null };
    const base = store.stepBase[at] ?? 0;
    const steps = line.steps.map((step, i) => ({
      departmentId: step.departmentId,
      minutes: step.minutes,
      start: store.start[base + i] ?? 0,
      finish: store.stepFinish[base + i] ?? 0,
      wait: store.wait[base + i] ?? 0,
    }));
    const cause = store.lateCause[at] ?? -1;
    const [finish, lateBy] = [store.finish[at] ?? 0, store.lateBy[at] ?? 0];
    return { id: line.id, status, steps, finish, lateBy, lateCause: cause < 0 ? null : cause };
  }

  /** Places the lines of checkpoint `slice`, after those before it; the load at its start is kept first. */
  function placeSlice(slice: number, isRestored = false) {
    if (!isRestored) days.save(slice);
    const end = Math.min(order.length, (slice + 1) * checkpointEvery);
    for (let i = slice * checkpointEvery; i < end; i++) planLine(order[i] ?? 0);
  }

  /** Re-places every line from checkpoint `first` to the end of the order. */
  function replanFromCheckpoint(first: number) {
    days.restore(first);
    for (let slice = first; slice * checkpointEvery < order.length; slice++)
      placeSlice(slice, slice === first);
  }
  const replanFrom = (position: number) => replanFromCheckpoint(Math.floor(position / checkpointEvery));

  /** The first position whose line comes at or after `line` in priority. */
  function insertionPoint(line: PlanLine): number {
    let [lo, hi] = [0, order.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (comparePriority(lineAt(mid), line) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Takes the line out of the order; answers where it was (the end when absent). */
  function removeAt(id: number): number {
    const at = store.slotOf.get(id);
    if (at === undefined) return order.length;
    // Found by its priority, then a short walk over equal neighbours.
    let i = insertionPoint(store.lines[at] as PlanLine);
    while (i < order.length && order[i] !== at) i++;
    if (i === order.length) i = order.indexOf(at);
    order.splice(i, 1);
    return i;
  }

  const planner: Planner = {
    get plans() {
      return order.map(planOfSlot);
    },
    planOf: (id) => {
      const at = store.slotOf.get(id);
      return at === undefined ? undefined : planOfSlot(at);
    },
    loadOf: days.loadOf,
    capacityOf: days.capacityOf,
    putLine(line) {
      const removed = removeAt(line.id);
      const at = insertionPoint(line);
      order.splice(at, 0, store.put(line));
      replanFrom(Math.min(removed, at));
    },
    removeLine(id) {
      if (!store.slotOf.has(id)) return;
      const at = removeAt(id);
      store.remove(id);
      replanFrom(at);
    },
    setCapacity(departmentId, day, minutes) {
      const d = days.slotOf(departmentId);
      if (d === undefined || !days.setCapacity(d, day, minutes)) return;
      replanFromCheckpoint(days.firstCheckpointUsing(d, day));
    },
  };
  return { planner, slices: Math.max(1, Math.ceil(order.length / checkpointEvery)), placeSlice };
}
