// The finite-capacity planner (docs/planning.md): every open line forward
// through its remaining departments, in workflow order, never giving a
// department more minutes on a day than it has. Each department works its
// queue as the floor does: the lines already started first, then the ones
// waiting there in the order they arrived, then the ones still to come in
// the order they will arrive (first come, first served). Pure: it knows days
// as indexes from the plan's first day and times as "plan time", a day index
// plus the fraction of that day's working hours gone (lib/planning/plan-time.ts
// turns them into moments). A change replans every line: the departments are
// worked one after another in workflow order, each queue in one pass.
import { comparePriority, type PlanLine } from "./plan-line";
import { createPlanStore, planStatus } from "./plan-store";
import { epsilon, type Capacity } from "./day-loads";
import { departmentOrder } from "./department-order";

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

export type Planner = {
  /** The plan of every line, in the order their current departments take them. */
  readonly plans: readonly LinePlan[];
  planOf(id: number): LinePlan | undefined;
  /** Minutes placed on a department's day. */
  loadOf(departmentId: number, day: number): number;
  capacityOf(departmentId: number, day: number): number;
  /** A new or changed line (a status move, a new line, a hold); replans. */
  putLine(line: PlanLine): void;
  removeLine(id: number): void;
  /** A department-day's minutes changed (overtime, absence); replans. */
  setCapacity(departmentId: number, day: number, minutes: number): void;
};

const [plannedStatus, heldStatus, noCapacityStatus] = [
  planStatus.indexOf("planned"),
  planStatus.indexOf("held"),
  planStatus.indexOf("no-capacity"),
];

export function createPlanner(lines: readonly PlanLine[], capacity: Capacity): Planner {
  const departments = [...capacity.minutes.keys()];
  const slots = new Map(departments.map((id, i) => [id, i]));
  const store = createPlanStore(lines.length, (id) => slots.get(id) ?? -1);
  const order = [...lines].sort(comparePriority).map((line) => store.put(line));
  const caps = departments.map((id) => Float64Array.from(capacity.minutes.get(id) ?? []));
  const loads = departments.map(() => new Float64Array(capacity.days));
  const lineAt = (i: number) => store.lines[order[i] ?? -1] as PlanLine;

  // The flow order of the departments, worked out again only when a line takes a path it does not follow.
  let flow = departmentOrder(
    departments,
    order.map((at) => (store.lines[at] as PlanLine).steps.map((s) => s.departmentId)),
  );
  let rank = new Map(flow.map((id, i) => [id, i]));
  const followsFlow = (line: PlanLine) =>
    line.steps.every(
      (s, i) =>
        i === 0 || (rank.get(s.departmentId) ?? -1) > (rank.get(line.steps[i - 1]!.departmentId) ?? -1),
    );

  /**
   * Places every line: department by department in flow order, each queue first come, first
   * served. A department's queue is the lines waiting in it now (ready at once, in the order they
   * arrived), then those handed on by each department before it, merged by when they arrive: each
   * department hands its lines on in the order it finishes them, so every feed is already in order.
   */
  // The queues, kept between replans: per department and feed (0: waiting now, 1 + s: handed on by
  // department slot s) a run of step slots and when each arrives, at offsets counted on each replan.
  const feeds = departments.length + 1;
  const feedStart = new Int32Array(departments.length * feeds + 1);
  const feedEnd = new Int32Array(departments.length * feeds);
  let queued = new Int32Array(16);
  let queuedReady = new Float64Array(16);
  /** Per line: the longest spell in one department so far (waiting plus working), and that department. */
  let longest = new Float64Array(16);
  let longestIn = new Int32Array(16);
  /** Per line: its last step's slot and its promise (NaN: none), read in the hot loop without touching the line. */
  let lastStep = new Int32Array(16);
  let promisedOf = new Float64Array(16);

  function replan() {
    for (const load of loads) load.fill(0);
    // The store's arrays grow only when a line is put, never during a replan.
    const {
      stepBase,
      stepDepartment,
      stepMinutes,
      lineOfStep,
      status,
      start: starts,
      stepFinish,
      wait,
    } = store;
    if (longest.length < store.lines.length) {
      longest = new Float64Array(store.lines.length * 2);
      longestIn = new Int32Array(store.lines.length * 2);
      lastStep = new Int32Array(store.lines.length * 2);
      promisedOf = new Float64Array(store.lines.length * 2);
    }
    // How many steps each department's feeds take: the lines to plan, and where their steps come from.
    feedStart.fill(0);
    let total = 0;
    for (const at of order) {
      const line = store.lines[at] as PlanLine;
      store.finish[at] = NaN;
      store.lateBy[at] = 0;
      store.lateCause[at] = -1;
      status[at] = line.isHeld ? heldStatus : plannedStatus;
      if (line.isHeld) continue;
      const base = stepBase[at] ?? 0;
      const count = line.steps.length;
      lastStep[at] = base + count - 1;
      promisedOf[at] = line.promised ?? NaN;
      if (count === 0) {
        longestIn[at] = -1;
        settle(at, 0);
        continue;
      }
      for (let i = 0; i < count; i++) if ((stepDepartment[base + i] ?? -1) < 0) status[at] = noCapacityStatus;
      if (status[at] !== plannedStatus) continue;
      longest[at] = -1;
      for (let i = 0; i < count; i++) {
        const from = i === 0 ? 0 : 1 + (stepDepartment[base + i - 1] ?? 0);
        feedStart[(stepDepartment[base + i] ?? 0) * feeds + from + 1]!++;
        total++;
      }
    }
    for (let k = 1; k < feedStart.length; k++) feedStart[k]! += feedStart[k - 1]!;
    feedEnd.set(feedStart.subarray(0, feedEnd.length));
    if (queued.length < total) {
      queued = new Int32Array(total * 2);
      queuedReady = new Float64Array(total * 2);
    }
    const enqueue = (slot: number, from: number, ready: number) => {
      const k = (stepDepartment[slot] ?? 0) * feeds + from;
      const at = feedEnd[k]!++;
      queued[at] = slot;
      queuedReady[at] = ready;
    };
    for (const at of order)
      if (status[at] === plannedStatus && Number.isNaN(store.finish[at])) enqueue(stepBase[at] ?? 0, 0, 0);
    for (const departmentId of flow) {
      const d = slots.get(departmentId)!;
      const first = d * feeds;
      const heads = feedStart.slice(first, first + feeds);
      const cap = caps[d]!;
      const load = loads[d]!;
      let day = 0;
      let used = 0;
      for (;;) {
        // The feed whose next line arrives first (the waiting ones, all ready now, before any).
        let pick = -1;
        let r = Infinity;
        for (let f = 0; f < feeds; f++) {
          const head = heads[f]!;
          if (head < feedEnd[first + f]! && queuedReady[head]! < r) {
            pick = f;
            r = queuedReady[head]!;
          }
        }
        if (pick < 0) break;
        const slot = queued[heads[pick]!++]!;
        const at = lineOfStep[slot] ?? 0;
        if (status[at] !== plannedStatus) continue;
        const minutes = stepMinutes[slot] ?? 0;
        // Nothing to do here: it passes on in its turn, so the department hands its lines on in order.
        const turn = day < capacity.days && (cap[day] ?? 0) > 0 ? day + Math.min(1, used / cap[day]!) : day;
        let start = r >= turn ? r : turn;
        let finish = start;
        if (minutes > epsilon) {
          // Idle until the line arrives: the department starts it then, not before.
          const readyDay = Math.floor(r);
          if (readyDay > day || (readyDay === day && (r - readyDay) * (cap[day] ?? 0) > used)) {
            day = readyDay;
            used = (r - readyDay) * (cap[readyDay] ?? 0);
          }
          while (day < capacity.days && (cap[day] ?? 0) - used <= epsilon) {
            day++;
            used = 0;
          }
          let left = minutes;
          if (day < capacity.days) start = day + used / (cap[day] ?? 1);
          while (day < capacity.days && left > (cap[day] ?? 0) - used + epsilon) {
            const take = Math.max(0, (cap[day] ?? 0) - used);
            load[day] = (load[day] ?? 0) + take;
            left -= take;
            day++;
            used = 0;
          }
          if (day >= capacity.days) {
            status[at] = noCapacityStatus;
            continue;
          }
          used += left;
          load[day] = (load[day] ?? 0) + left;
          finish = day + Math.min(1, used / (cap[day] ?? 1));
        }
        starts[slot] = start;
        stepFinish[slot] = finish;
        wait[slot] = start - r;
        // The department the line spends longest in, waiting plus working: the cause when it is late.
        if (finish - r > (longest[at] ?? 0)) {
          longest[at] = finish - r;
          longestIn[at] = departmentId;
        }
        if (slot < lastStep[at]!) enqueue(slot + 1, 1 + d, finish);
        else settle(at, finish);
      }
    }
  }

  /** The finish, lateness and its cause of a line whose last step is placed. */
  function settle(at: number, finish: number) {
    const promised = promisedOf[at] ?? NaN;
    const lateBy = Number.isNaN(promised) ? 0 : finish - promised;
    store.finish[at] = finish;
    store.lateBy[at] = lateBy > epsilon ? lateBy : 0;
    store.lateCause[at] = lateBy > epsilon ? (longestIn[at] ?? -1) : -1;
  }

  function planOfSlot(at: number): LinePlan {
    const line = store.lines[at] as PlanLine;
    const status = planStatus[store.status[at] ?? 0] ?? "planned";
    if (status !== "planned" || Number.isNaN(store.finish[at]))
      return {
        id: line.id,
        status: status === "planned" ? "no-capacity" : status,
        steps: [],
        finish: null,
        lateBy: 0,
        lateCause: null,
      };
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

  /** The first position whose line comes at or after `line` in the queue order. */
  function insertionPoint(line: PlanLine): number {
    let [lo, hi] = [0, order.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (comparePriority(lineAt(mid), line) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Takes the line out of the order. */
  function removeAt(id: number) {
    const at = store.slotOf.get(id);
    if (at === undefined) return;
    // Found by its place in the order, then a short walk over equal neighbours.
    let i = insertionPoint(store.lines[at] as PlanLine);
    while (i < order.length && order[i] !== at) i++;
    if (i === order.length) i = order.indexOf(at);
    if (i >= 0) order.splice(i, 1);
  }

  replan();
  return {
    get plans() {
      return order.map(planOfSlot);
    },
    planOf: (id) => {
      const at = store.slotOf.get(id);
      return at === undefined ? undefined : planOfSlot(at);
    },
    loadOf: (departmentId, day) => loads[slots.get(departmentId) ?? -1]?.[day] ?? 0,
    capacityOf: (departmentId, day) => caps[slots.get(departmentId) ?? -1]?.[day] ?? 0,
    putLine(line) {
      removeAt(line.id);
      order.splice(insertionPoint(line), 0, store.put(line));
      if (!followsFlow(line)) {
        flow = departmentOrder(
          departments,
          order.map((at) => (store.lines[at] as PlanLine).steps.map((s) => s.departmentId)),
        );
        rank = new Map(flow.map((id, i) => [id, i]));
      }
      replan();
    },
    removeLine(id) {
      if (!store.slotOf.has(id)) return;
      removeAt(id);
      store.remove(id);
      replan();
    },
    setCapacity(departmentId, day, minutes) {
      const cap = caps[slots.get(departmentId) ?? -1];
      if (!cap || day < 0 || day >= capacity.days) return;
      cap[day] = Math.max(0, minutes);
      replan();
    },
  };
}
