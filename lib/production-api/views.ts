// Views of a list answer, made where the answer is read: on the worker pool for
// a large one (read-answer.task.ts), in place for a small one (http.ts). A
// reader that keeps a small part of each item (the kept lists, 100,000
// polygons) names a view, and the request thread takes in that part only: not
// the whole polygons with their materials, which it would hold all at once
// until the last slice came and then throw away (docs/architecture.md, "Garbage").
import type { OperationInput, OperationName, OperationOutput } from "./operations";
import type { ProductionPolygon, ProductionPolygonDepartment } from "./schemas";

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
const view = <N extends OperationName, R>(operation: N, item: (item: ItemOf<N>) => R) => ({
  operation,
  item,
});

/** Each view: the list operation it reads and what it keeps of each item. */
export const answerViews = {
  "polygon-digests": view("status/getpolygonsforstatusvalue", digestOfPolygon),
  "work-digests": view("polygondepartment/getbydepartment", workDigest),
};

export type AnswerView = keyof typeof answerViews;
export type ViewInput<V extends AnswerView> = OperationInput<(typeof answerViews)[V]["operation"]>;
export type ViewItem<V extends AnswerView> = ReturnType<(typeof answerViews)[V]["item"]>;

/** A list answer's items through the view (items the operation's schema has read). */
export function applyView(view: AnswerView, items: unknown[]): unknown[] {
  const item = answerViews[view].item as (item: unknown) => unknown;
  return items.map(item);
}
