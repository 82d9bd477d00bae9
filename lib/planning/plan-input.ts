// What the plan's worker task is given (docs/planning.md, "Where the plan is
// made"): the open polygons, the departments' planned work, the finished jobs
// and the capacity rules, as plain data read on the main thread. The long
// lists go as columns of typed arrays, handed to the worker without a copy:
// an array of 100,000 objects costs the sending thread its structured clone.
import { processWide } from "@/lib/base/process-wide";
import { noRest } from "@/lib/base/yield";
import { sharedArray } from "@/lib/workers/shared";
import type { OpenPolygon, PlanDepartment } from "./open-lines";
import type { PlanClock } from "./plan-time";
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

/** The promised moment (ISO) of each polygon of a plan's input by its index, in the lists' parts. */
export type PromisedAt = { at(polygonIndex: number): string | null | undefined };

export type PlanInput = {
  /** The plan's number in this process: the worker keeps its planner under it for the what-ifs. */
  version: number;
  clock: PlanClock;
  horizonDays: number;
  /** In workflow order. */
  departments: PlanDepartment[];
  /**
   * In parts, one a status list, each kept with its list (on shared memory: lib/workers/shared.ts);
   * a polygon's index is its place over all of them.
   */
  polygons: PolygonColumns[];
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

/** A polygon of the plan: an open one, with the CPQ polygon id that names its line. */
export type PlanPolygon = OpenPolygon & { polygonId: number };

/** One status list's polygons as columns, their CPQ ids and promised moments (ISO or null). */
type ListColumns = Omit<PolygonColumns, "deliverAt"> & {
  cpqPolygonIds: Int32Array;
  deliverAt: (string | null)[];
  /** deliverAt as the worker reads it: one line a polygon, "" where nothing was promised. */
  deliverText: string;
  /** The list's edits when these were read (status-lists.ts, statusListEdits). */
  edits: number;
};

/**
 * Each status list's columns, kept until the list changes: a replan follows every status
 * move, and at 100,000 polygons reading them all into columns again held the request
 * thread for some 250 ms of slices per replan, where a move changes two lists.
 */
const listColumnsKept = processWide(
  "plan-list-columns",
  () => new WeakMap<ReadonlyMap<number, PlanPolygon>, ListColumns>(),
);

function fillColumns(columns: ListColumns, polygons: readonly PlanPolygon[], from: number, to: number) {
  for (let i = from; i < to; i++) {
    const polygon = polygons[i]!;
    const { statuses } = polygon;
    columns.ids[i] = polygon.id;
    columns.projectIds[i] = polygon.productionProjectId;
    columns.cpqPolygonIds[i] = polygon.polygonId;
    // A polygon without a status is at none: -1 is no status value.
    columns.statusValues[i] = statuses.valueAt(0) ?? -1;
    columns.createdAtMs[i] = statuses.assignedAtMsAt(statuses.length - 1) ?? 0;
    columns.arrivedAtMs[i] = statuses.assignedAtMsAt(0) ?? columns.createdAtMs[i]!;
    // No promise: null, or an empty text as the plan has always read it.
    columns.deliverAt[i] = polygon.deliverAt || null;
  }
}

/** Room for a list's columns, filled by fillColumns. */
function listColumnsFor(polygons: readonly PlanPolygon[], edits: number): ListColumns {
  const n = polygons.length;
  return {
    ids: sharedArray(Int32Array, n),
    projectIds: sharedArray(Int32Array, n),
    cpqPolygonIds: sharedArray(Int32Array, n),
    statusValues: sharedArray(Int32Array, n),
    createdAtMs: sharedArray(Float64Array, n),
    arrivedAtMs: sharedArray(Float64Array, n),
    deliverAt: new Array<string | null>(n),
    deliverText: "",
    edits,
  };
}

const withText = (columns: ListColumns): ListColumns =>
  Object.assign(columns, { deliverText: columns.deliverAt.join("\n") });

/** The list's columns read afresh, in runs with `rest` between them. */
async function readListColumns(
  list: ReadonlyMap<number, PlanPolygon>,
  edits: number,
  rest: () => Promise<void> | undefined,
): Promise<ListColumns> {
  const polygons = [...list.values()];
  const columns = listColumnsFor(polygons, edits);
  for (let from = 0; from < polygons.length; from += columnRun) {
    fillColumns(columns, polygons, from, Math.min(polygons.length, from + columnRun));
    await rest();
  }
  return withText(columns);
}

/** The same in one go. */
function readListColumnsNow(list: ReadonlyMap<number, PlanPolygon>, edits: number): ListColumns {
  const polygons = [...list.values()];
  const columns = listColumnsFor(polygons, edits);
  fillColumns(columns, polygons, 0, polygons.length);
  return withText(columns);
}

/**
 * The polygons of these status lists as the plan's columns, in the lists' order, with
 * their CPQ ids and promised moments by the same index. A list's columns are read again
 * only when it changed (`editsOf`); a list changed while it was read is read again, at the
 * last in one go, so that every list is taken as it is at one moment (a polygon moved
 * meanwhile is in one of them, once).
 */
export async function polygonColumnsOfLists<P extends PlanPolygon>(
  lists: readonly ReadonlyMap<number, P>[],
  editsOf: (list: ReadonlyMap<number, P>) => number,
  rest: () => Promise<void> | undefined = noRest,
): Promise<{ parts: PolygonColumns[]; promisedAt: PromisedAt; cpqPolygonIds: Int32Array }> {
  const kept = listColumnsKept;
  const isKept = (list: ReadonlyMap<number, P>) => kept.get(list)?.edits === editsOf(list);
  for (let round = 0; round < 3 && !lists.every(isKept); round++)
    for (const list of lists)
      if (!isKept(list)) kept.set(list, await readListColumns(list, editsOf(list), rest));
  // From here on without a turn of the event loop: the lists cannot change under it.
  const parts = lists.map((list) => {
    if (!isKept(list)) kept.set(list, readListColumnsNow(list, editsOf(list)));
    return kept.get(list)!;
  });
  const starts = new Int32Array(parts.length);
  parts.forEach((part, k) => k > 0 && (starts[k] = starts[k - 1]! + parts[k - 1]!.ids.length));
  const cpqPolygonIds = new Int32Array(parts.reduce((sum, part) => sum + part.ids.length, 0));
  parts.forEach((part, k) => cpqPolygonIds.set(part.cpqPolygonIds, starts[k]));
  return {
    // The kept parts themselves (shared, never written again), without what stays here.
    parts: parts.map(({ ids, projectIds, statusValues, createdAtMs, arrivedAtMs, deliverText }) => ({
      ids,
      projectIds,
      statusValues,
      createdAtMs,
      arrivedAtMs,
      deliverAt: deliverText,
    })),
    promisedAt: {
      // The last part starting at or before the index (a few dozen lists: a walk back).
      at(polygonIndex) {
        let k = parts.length - 1;
        while (k > 0 && starts[k]! > polygonIndex) k--;
        return parts[k]?.deliverAt[polygonIndex - starts[k]!];
      },
    },
    cpqPolygonIds,
  };
}

/** A department's planned work as columns (one walk over the kept list's rows). */
export const workColumns = (
  departmentId: number,
  work: Pick<WorkList, "plannedColumns">,
): PlanInput["work"][number] => ({ departmentId, ...work.plannedColumns() });
