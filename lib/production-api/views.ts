// Views of a list answer, made where the answer is read: on the worker pool for
// a large one (read-answer.task.ts), in place for a small one (http.ts). A
// reader that keeps a small part of each item (the kept lists, 100,000
// polygons) names a view, and the request thread takes in that part only: not
// the whole polygons with their materials, which it would hold all at once
// until the last slice came and then throw away (docs/architecture.md, "Garbage").
import type { OperationInput, OperationName, OperationOutput } from "./operations";
import type { ProductionPolygon, ProductionPolygonDepartment } from "./schemas";
import { keptOf } from "./kept-order-spec";

type StatusEntry = Pick<
  ProductionPolygon["statuses"][number],
  "id" | "productionStatusValue" | "assignedAt" | "remarks"
>;

/** What a polygon's digest is made from: the whole polygon's head, its defects counted, its statuses. */
export type DigestSource = Pick<
  ProductionPolygon,
  "id" | "polygonId" | "productionProjectId" | "subnumber" | "finishAt" | "deliverAt"
> & { materialDefects: number; statuses: StatusEntry[] };

/** A polygon as the kept lists take it in (lib/shared-lists/slim.ts): plain numbers and strings. */
export type PolygonDigest = Omit<DigestSource, "statuses"> & {
  /** id, value and assignedAt (epoch ms) of each status, newest first (latest assignedAt, ties: highest id). */
  statuses: number[];
  /** Each status's remarks in the same order, when any status has some; else null. */
  remarks: (string | null)[] | null;
};

export function polygonDigest(source: DigestSource): PolygonDigest {
  const statuses = source.statuses
    .map((s) => ({ s, ms: Date.parse(s.assignedAt) }))
    .sort((a, b) => b.ms - a.ms || b.s.id - a.s.id);
  // Its exact length (a pushed array keeps room to grow, for 100,000 polygons).
  const packed = new Array<number>(statuses.length * 3);
  statuses.forEach(({ s, ms }, i) => {
    packed[i * 3] = s.id;
    packed[i * 3 + 1] = s.productionStatusValue;
    packed[i * 3 + 2] = ms;
  });
  return {
    id: source.id,
    polygonId: source.polygonId,
    productionProjectId: source.productionProjectId,
    subnumber: source.subnumber,
    finishAt: source.finishAt,
    deliverAt: source.deliverAt,
    materialDefects: source.materialDefects,
    statuses: packed,
    remarks: statuses.some(({ s }) => s.remarks !== null) ? statuses.map(({ s }) => s.remarks) : null,
  };
}

export const digestOfPolygon = (polygon: ProductionPolygon): PolygonDigest =>
  polygonDigest({ ...polygon, materialDefects: polygon.materials.filter((m) => m.hasDefect).length });

/**
 * A polygon waiting for material, as the kept unmatched list holds it
 * (lib/shared-lists/unmatched-list.ts): what its readers show and count, not
 * the whole polygon with its statuses and material entries.
 */
export type UnmatchedDigest = Pick<
  ProductionPolygon,
  "id" | "polygonId" | "productionProjectId" | "finishAt" | "deliverAt"
> & {
  /** When it entered production: its first status's assignedAt in epoch ms; null without statuses. */
  startedAtMs: number | null;
  /** Its material entries' ids (by id), to find the polygon of an entry. */
  materialIds: number[];
  /** How many of them are not yet matched (0: it no longer waits), and how many are defective. */
  unmatched: number;
  defective: number;
};

export function unmatchedDigest(polygon: ProductionPolygon): UnmatchedDigest {
  const first = polygon.statuses.reduce((min, s) => Math.min(min, Date.parse(s.assignedAt)), Infinity);
  return {
    id: polygon.id,
    polygonId: polygon.polygonId,
    productionProjectId: polygon.productionProjectId,
    finishAt: polygon.finishAt,
    deliverAt: polygon.deliverAt,
    startedAtMs: Number.isFinite(first) ? first : null,
    materialIds: polygon.materials.map((m) => m.id).sort((a, b) => a - b),
    unmatched: polygon.materials.filter((m) => !m.isMatched).length,
    defective: polygon.materials.filter((m) => m.hasDefect).length,
  };
}

/** A department's planned work of a polygon, as a kept list holds it (lib/shared-lists/work-list.ts). */
export type WorkDigest = Pick<
  ProductionPolygonDepartment,
  "id" | "productionPolygonId" | "startAt" | "finishAt" | "productionValue"
>;

const workDigest = (entry: ProductionPolygonDepartment): WorkDigest => ({
  id: entry.id,
  productionPolygonId: entry.productionPolygonId,
  startAt: entry.startAt,
  finishAt: entry.finishAt,
  productionValue: entry.productionValue,
});

type ItemOf<N extends OperationName> = OperationOutput<N> extends (infer I)[] ? I : never;
/** A view of a list answer: what is kept of each item (read on the pool when the answer is large). */
const view = <N extends OperationName, R>(operation: N, item: (item: ItemOf<N>) => R) => ({
  operation,
  item,
  isOffThread: false,
});
/**
 * A view of a whole answer, read on the pool whatever its size: for an answer
 * read thousands of times over (a project's order spec), of which a little is kept.
 */
const wholeView = <N extends OperationName, R>(operation: N, whole: (answer: OperationOutput<N>) => R) => ({
  operation,
  whole,
  isOffThread: true,
});

/** Each view: the operation it reads and what it keeps of the answer. */
export const answerViews = {
  "polygon-digests": view("status/getpolygonsforstatusvalue", digestOfPolygon),
  "work-digests": view("polygondepartment/getbydepartment", workDigest),
  "unmatched-digests": view("polygon/getunmatched", unmatchedDigest),
  "kept-order-spec": wholeView("projectexport/getorderspec", keptOf),
};

export type AnswerView = keyof typeof answerViews;
export type ViewInput<V extends AnswerView> = OperationInput<(typeof answerViews)[V]["operation"]>;
type ViewSpec<V extends AnswerView> = (typeof answerViews)[V];
/** What a view gives: the kept items of a list, or the kept part of a whole answer. */
export type ViewOutput<V extends AnswerView> =
  ViewSpec<V> extends { item: (item: never) => infer R }
    ? R[]
    : ViewSpec<V> extends { whole: (answer: never) => infer R }
      ? R
      : never;

/** An answer (as the operation's schema read it) through the view. */
export function applyView(view: AnswerView, value: unknown): unknown {
  // The schema read the answer as the view's operation gives it: the functions take it as it is.
  const spec = answerViews[view] as {
    item?: (item: unknown) => unknown;
    whole?: (answer: unknown) => unknown;
  };
  if (spec.whole) return spec.whole(value);
  return Array.isArray(value) && spec.item ? value.map(spec.item) : value;
}
