// What the plan's worker task is given (docs/planning.md, "Where the plan is
// made"): the open polygons, the departments' planned work, the finished jobs
// and the capacity rules, as plain data read on the main thread. The long
// lists go as columns of typed arrays, handed to the worker without a copy:
// an array of 100,000 objects costs the sending thread its structured clone.
import { noRest } from "@/lib/base/yield";
import type { FinishedJob } from "./standard-times";
import type { OpenPolygon, PlanDepartment } from "./open-lines";
import type { PlanClock } from "./plan-time";
import { typedColumns } from "./typed-columns";
import type { WorkList } from "@/lib/shared-lists/work-list";

export type PolygonColumns = {
  ids: Int32Array;
  projectIds: Int32Array;
  /** The current status value. */
  statusValues: Int32Array;
  /** When the polygon came in (its first status, ms). */
  createdAtMs: Float64Array;
  /** When it was set to its current status (ms): its place in its department's queue. */
  arrivedAtMs: Float64Array;
  /**
   * The promised moments (ISO), one a line in polygon order, "" where nothing was promised:
   * one text, copied at once, where an array of 100,000 texts cost the sending thread tens of ms.
   */
  deliverAt: string;
};

export type PlanInput = {
  /** The plan's number in this process: the worker keeps its planner under it for the what-ifs. */
  version: number;
  clock: PlanClock;
  horizonDays: number;
  /** In workflow order. */
  departments: PlanDepartment[];
  polygons: PolygonColumns;
  /** Per department, the polygons planned there and their planned minutes (the upstream's productionValue). */
  work: { departmentId: number; polygonIds: Int32Array; plannedMinutes: Float64Array }[];
  /** The finished jobs the standards are learned from (the live plan reads department figures only). */
  jobs: { departmentIds: Int32Array; minutes: Float64Array; plannedMinutes: Float64Array };
  /** The admin's overrides by overrideKey. */
  overrides: [string, number][];
  rules: {
    /** People per department (a department nobody is assigned to counts one). */
    people: [number, number][];
    efficiency: number;
    workDays: number[];
    closedDays: string[];
    /** Minutes per adjustmentKey. */
    adjustments: [string, number][];
  };
};

/**
 * Polygons read into columns between two looks at the rest (a time slice: lib/base/yield.ts). At
 * 8,192 a replan at 100,000 polygons with a real upstream held the thread 100 ms and more between
 * looks (each polygon reads its statuses from the kept lists' packed history).
 */
const columnRun = 512;

/**
 * The polygons as columns, and their promised moments (ISO or null) by the
 * same index; `rest` is looked at between runs of a few hundred (lib/base/yield.ts).
 */
export async function polygonColumns(
  polygons: readonly OpenPolygon[],
  rest: () => Promise<void> | undefined = noRest,
): Promise<{
  columns: PolygonColumns;
  deliverAt: (string | null)[];
}> {
  const n = polygons.length;
  const ids = new Int32Array(n);
  const projectIds = new Int32Array(n);
  const statusValues = new Int32Array(n);
  const createdAtMs = new Float64Array(n);
  const arrivedAtMs = new Float64Array(n);
  const deliverAt = new Array<string | null>(n);
  for (let i = 0; i < n; i++) {
    if (i % columnRun === columnRun - 1) await rest();
    const polygon = polygons[i]!;
    const { statuses } = polygon;
    ids[i] = polygon.id;
    projectIds[i] = polygon.productionProjectId;
    // A polygon without a status is at none: -1 is no status value.
    statusValues[i] = statuses.valueAt(0) ?? -1;
    createdAtMs[i] = statuses.assignedAtMsAt(statuses.length - 1) ?? 0;
    arrivedAtMs[i] = statuses.assignedAtMsAt(0) ?? createdAtMs[i]!;
    // No promise: null, or an empty text as the plan has always read it.
    deliverAt[i] = polygon.deliverAt || null;
  }
  const columns = {
    ids,
    projectIds,
    statusValues,
    createdAtMs,
    arrivedAtMs,
    deliverAt: deliverAt.join("\n"),
  };
  return { columns, deliverAt };
}

/** A department's planned work as columns (one walk over the kept list's rows). */
export const workColumns = (
  departmentId: number,
  work: Pick<WorkList, "plannedColumns">,
): PlanInput["work"][number] => ({ departmentId, ...work.plannedColumns() });

export const jobColumns = (jobs: readonly FinishedJob[]): PlanInput["jobs"] =>
  typedColumns(jobs, {
    departmentIds: [Int32Array, (job) => job.productionDepartmentId],
    minutes: [Float64Array, (job) => job.minutes],
    plannedMinutes: [Float64Array, (job) => job.plannedMinutes],
  });
