// The plan as the worker hands it back (docs/planning.md, "Where the plan is
// made"): columns of typed arrays on shared memory (lib/workers/shared.ts), that the main
// thread reads in place: a line's plan by a binary search, a project's lines,
// the late list and a department's days, without building 86,000 objects.
import { processWide } from "@/lib/base/process-wide";
import type { LinePlan, PlanLine, Planner, PlannedStep } from "./plan";
import { planStatus } from "./plan-store";
import type { Capacity } from "./day-loads";

export type PlanResult = {
  version: number;
  days: number;
  /** Per line, in the order the planner serves them (a line's "position"). */
  lines: {
    ids: Int32Array;
    projectIds: Int32Array;
    /** The line's polygon's index in the plan's input (its promised moment is the main thread's). */
    polygonIndex: Int32Array;
    /** Plan time; NaN when nothing was promised. */
    promised: Float64Array;
    /** The line's place in its department's queue: when it came there (ms), else when it came in. */
    createdAt: Float64Array;
    /** 1: held, 2: started. */
    flags: Uint8Array;
    /** Index into planStatus. */
    status: Uint8Array;
    finish: Float64Array;
    lateBy: Float64Array;
    lateCause: Int32Array;
    /** The line's steps are stepOffsets[p] up to stepOffsets[p + 1]. */
    stepOffsets: Int32Array;
  };
  /** Every line's remaining steps; start, finish and wait only where the line is planned. */
  steps: {
    departmentIds: Int32Array;
    minutes: Float64Array;
    start: Float64Array;
    finish: Float64Array;
    wait: Float64Array;
  };
  /** Positions by line id. */
  byId: Int32Array;
  /** Positions by project id, then line id. */
  byProject: Int32Array;
  /** Positions of the late lines, the latest first (then by id). */
  late: Int32Array;
  /** Per department: its capacity and load per day (row d is days × d onward), and its lines finishing today. */
  departments: { ids: Int32Array; capacity: Float64Array; load: Float64Array; finishingToday: Int32Array };
};

const versions = processWide("planning-plan-versions", () => ({ last: 0 }));

/** A new plan's version, unique in this process: a worker keeps its planner under it (what-if.task.ts). */
export const nextPlanVersion = () => ++versions.last;

const held = 1;
const started = 2;

type LineFacts = { line: PlanLine; productionProjectId: number; polygonIndex: number };

/** The columns of a planner's answer (in the worker). `facts` by line id. */
export function planResultOf(
  version: number,
  planner: Planner,
  facts: ReadonlyMap<number, LineFacts>,
  capacity: Capacity,
): PlanResult {
  const plans = planner.plans;
  const n = plans.length;
  let m = 0;
  for (const plan of plans) m += facts.get(plan.id)?.line.steps.length ?? 0;
  const lines: PlanResult["lines"] = {
    ids: new Int32Array(n),
    projectIds: new Int32Array(n),
    polygonIndex: new Int32Array(n),
    promised: new Float64Array(n),
    createdAt: new Float64Array(n),
    flags: new Uint8Array(n),
    status: new Uint8Array(n),
    finish: new Float64Array(n),
    lateBy: new Float64Array(n),
    lateCause: new Int32Array(n),
    stepOffsets: new Int32Array(n + 1),
  };
  const steps: PlanResult["steps"] = {
    departmentIds: new Int32Array(m),
    minutes: new Float64Array(m),
    start: new Float64Array(m),
    finish: new Float64Array(m),
    wait: new Float64Array(m),
  };
  const departmentIds = [...capacity.minutes.keys()];
  const slotOf = new Map(departmentIds.map((id, d) => [id, d]));
  const finishingToday = new Int32Array(departmentIds.length);
  let at = 0;
  plans.forEach((plan, p) => {
    const fact = facts.get(plan.id)!;
    const { line } = fact;
    lines.ids[p] = plan.id;
    lines.projectIds[p] = fact.productionProjectId;
    lines.polygonIndex[p] = fact.polygonIndex;
    lines.promised[p] = line.promised ?? NaN;
    lines.createdAt[p] = line.arrivedAt ?? line.createdAt;
    lines.flags[p] = (line.isHeld ? held : 0) | (line.isStarted ? started : 0);
    lines.status[p] = planStatus.indexOf(plan.status);
    lines.finish[p] = plan.finish ?? NaN;
    lines.lateBy[p] = plan.lateBy;
    lines.lateCause[p] = plan.lateCause ?? -1;
    lines.stepOffsets[p] = at;
    line.steps.forEach((step, i) => {
      steps.departmentIds[at] = step.departmentId;
      steps.minutes[at] = step.minutes;
      const placed = plan.steps[i];
      if (placed) {
        steps.start[at] = placed.start;
        steps.finish[at] = placed.finish;
        steps.wait[at] = placed.wait;
        // Plan time 1 is the end of today's shift (plan-time.ts).
        const d = slotOf.get(step.departmentId);
        if (placed.finish <= 1 && d !== undefined) finishingToday[d]!++;
      }
      at++;
    });
  });
  lines.stepOffsets[n] = at;
  const positions = () => Array.from({ length: n }, (_, p) => p);
  const id = (p: number) => lines.ids[p]!;
  const project = (p: number) => lines.projectIds[p]!;
  const lateBy = (p: number) => lines.lateBy[p]!;
  const days = capacity.days;
  const capacityColumn = new Float64Array(departmentIds.length * days);
  const load = new Float64Array(departmentIds.length * days);
  departmentIds.forEach((departmentId, d) => {
    for (let day = 0; day < days; day++) {
      capacityColumn[d * days + day] = planner.capacityOf(departmentId, day);
      load[d * days + day] = planner.loadOf(departmentId, day);
    }
  });
  return {
    version,
    days,
    lines,
    steps,
    byId: Int32Array.from(positions().sort((a, b) => id(a) - id(b))),
    byProject: Int32Array.from(positions().sort((a, b) => project(a) - project(b) || id(a) - id(b))),
    late: Int32Array.from(
      positions()
        .filter((p) => lines.status[p] === 0 && lateBy(p) > 0)
        .sort((a, b) => lateBy(b) - lateBy(a) || id(a) - id(b)),
    ),
    departments: { ids: Int32Array.from(departmentIds), capacity: capacityColumn, load, finishingToday },
  };
}

/** The plan of the line at `position`, as the planner gives it. */
export function linePlanAt(result: PlanResult, position: number): LinePlan {
  const { lines, steps } = result;
  const id = lines.ids[position]!;
  const status = planStatus[lines.status[position]!] ?? "planned";
  if (status !== "planned") return { id, status, steps: [], finish: null, lateBy: 0, lateCause: null };
  const placed: PlannedStep[] = [];
  for (let at = lines.stepOffsets[position]!; at < lines.stepOffsets[position + 1]!; at++)
    placed.push({
      departmentId: steps.departmentIds[at]!,
      minutes: steps.minutes[at]!,
      start: steps.start[at]!,
      finish: steps.finish[at]!,
      wait: steps.wait[at]!,
    });
  const cause = lines.lateCause[position]!;
  return {
    id,
    status,
    steps: placed,
    finish: lines.finish[position]!,
    lateBy: lines.lateBy[position]!,
    lateCause: cause < 0 ? null : cause,
  };
}

/** Whether the line at `position` is started in its current department (its first step's work began). */
export const isStartedAt = (result: PlanResult, position: number): boolean =>
  ((result.lines.flags[position] ?? 0) & started) !== 0;

/** The position of the line with this id; -1 when it is not in the plan. */
export function positionOf(result: PlanResult, id: number): number {
  const { byId, lines } = result;
  let [lo, hi] = [0, byId.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines.ids[byId[mid]!]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo < byId.length && lines.ids[byId[lo]!] === id ? byId[lo]! : -1;
}

/** The positions of a project's lines, by line id. */
export function positionsOfProject(result: PlanResult, projectId: number): number[] {
  const { byProject, lines } = result;
  let [lo, hi] = [0, byProject.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines.projectIds[byProject[mid]!]! < projectId) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < byProject.length && lines.projectIds[byProject[i]!] === projectId; i++)
    found.push(byProject[i]!);
  return found;
}

const departmentSlot = (result: PlanResult, departmentId: number) =>
  result.departments.ids.indexOf(departmentId);

/** Minutes a department has on a day (0 outside the plan). */
export function capacityAt(result: PlanResult, departmentId: number, day: number): number {
  const d = departmentSlot(result, departmentId);
  return d < 0 || day < 0 || day >= result.days ? 0 : result.departments.capacity[d * result.days + day]!;
}

/** Minutes placed on a department's day. */
export function loadAt(result: PlanResult, departmentId: number, day: number): number {
  const d = departmentSlot(result, departmentId);
  return d < 0 || day < 0 || day >= result.days ? 0 : result.departments.load[d * result.days + day]!;
}

/** The planner's lines again (in the worker, for a what-if on a plan it no longer keeps). */
export function planLinesOf(result: {
  lines: Pick<PlanResult["lines"], "ids" | "promised" | "createdAt" | "flags" | "stepOffsets">;
  steps: Pick<PlanResult["steps"], "departmentIds" | "minutes">;
}): PlanLine[] {
  const { lines, steps } = result;
  return Array.from(lines.ids, (id, p) => {
    const own: PlanLine["steps"] = [];
    for (let at = lines.stepOffsets[p]!; at < lines.stepOffsets[p + 1]!; at++)
      own.push({ departmentId: steps.departmentIds[at]!, minutes: steps.minutes[at]! });
    const promised = lines.promised[p]!;
    return {
      id,
      promised: Number.isNaN(promised) ? null : promised,
      createdAt: lines.createdAt[p]!,
      isHeld: (lines.flags[p]! & held) !== 0,
      isStarted: (lines.flags[p]! & started) !== 0,
      steps: own,
    };
  });
}

/** The capacity table a result was planned with. */
export function capacityOfResult(result: {
  days: number;
  departments: Pick<PlanResult["departments"], "ids" | "capacity">;
}): Capacity {
  const { ids, capacity } = result.departments;
  const minutes = new Map<number, Float64Array>();
  ids.forEach((id, d) => minutes.set(id, capacity.slice(d * result.days, (d + 1) * result.days)));
  return { days: result.days, minutes };
}
