// The plan's polygon columns from the kept status lists: in the lists' order,
// each list read again only once it changed, and every list as it is at one
// moment even when a polygon moves while they are read.
import { describe, expect, it } from "vitest";
import { statusFactsOf } from "./open-lines";
import { polygonColumnsOfLists, type PlanPolygon, type PolygonColumns } from "./plan-input";

const polygon = (id: number, value: number, deliverAt: string | null = null): PlanPolygon => ({
  id,
  polygonId: id + 1000,
  productionProjectId: Math.ceil(id / 2),
  deliverAt,
  statuses: statusFactsOf([
    { value, assignedAtMs: Date.UTC(2026, 10, 2) + id },
    { value: 100, assignedAtMs: Date.UTC(2026, 10, 1) + id },
  ]),
});

/** Lists by status value, and how often each was changed (as status-lists.ts counts it). */
function keptLists(byValue: Record<number, PlanPolygon[]>) {
  const lists = new Map(
    Object.entries(byValue).map(([value, polygons]) => [
      Number(value),
      new Map(polygons.map((p) => [p.id, p])),
    ]),
  );
  const edits = new Map<ReadonlyMap<number, PlanPolygon>, number>();
  const editsOf = (list: ReadonlyMap<number, PlanPolygon>) => edits.get(list) ?? 0;
  /** Moves a polygon to another list, as a status move patches the kept lists. */
  const move = (id: number, from: number, to: number) => {
    const source = lists.get(from)!;
    const target = lists.get(to)!;
    const moved = polygon(id, to, source.get(id)!.deliverAt);
    source.delete(id);
    target.set(id, moved);
    edits.set(source, editsOf(source) + 1);
    edits.set(target, editsOf(target) + 1);
  };
  return { lists, editsOf, move, all: () => [...lists.values()] };
}

/** The lists' columns, their parts as one (what the worker reads them as, in order). */
async function columnsOf(
  lists: ReadonlyMap<number, PlanPolygon>[],
  editsOf: (list: ReadonlyMap<number, PlanPolygon>) => number,
  rest?: () => Promise<void> | undefined,
) {
  const { parts, promisedAt, cpqPolygonIds } = await polygonColumnsOfLists(lists, editsOf, rest);
  const all = (of: (part: PolygonColumns) => Int32Array | Float64Array) =>
    parts.flatMap((part) => [...of(part)]);
  return {
    parts,
    promisedAt,
    cpqPolygonIds,
    columns: {
      ids: all((part) => part.ids),
      projectIds: all((part) => part.projectIds),
      statusValues: all((part) => part.statusValues),
      createdAtMs: all((part) => part.createdAtMs),
      arrivedAtMs: all((part) => part.arrivedAtMs),
      deliverAt: parts.filter((part) => part.ids.length > 0).flatMap((part) => part.deliverAt.split("\n")),
    },
  };
}

describe("the plan's polygon columns", () => {
  it("hold every polygon of the lists once, in the lists' order, with its statuses, CPQ id and promise", async () => {
    const kept = keptLists({
      210: [polygon(1, 210, "2026-12-20T00:00:00.000Z"), polygon(2, 210)],
      220: [],
      310: [polygon(3, 310, "2026-12-24T12:00:00.000Z")],
    });
    const { columns, promisedAt, cpqPolygonIds } = await columnsOf(kept.all(), kept.editsOf);
    expect([...columns.ids]).toEqual([1, 2, 3]);
    expect([...cpqPolygonIds]).toEqual([1001, 1002, 1003]);
    expect([...columns.projectIds]).toEqual([1, 1, 2]);
    expect([...columns.statusValues]).toEqual([210, 210, 310]);
    expect([...columns.arrivedAtMs]).toEqual([1, 2, 3].map((id) => Date.UTC(2026, 10, 2) + id));
    expect([...columns.createdAtMs]).toEqual([1, 2, 3].map((id) => Date.UTC(2026, 10, 1) + id));
    expect([0, 1, 2].map((i) => promisedAt.at(i))).toEqual([
      "2026-12-20T00:00:00.000Z",
      null,
      "2026-12-24T12:00:00.000Z",
    ]);
    expect(columns.deliverAt).toEqual(["2026-12-20T00:00:00.000Z", "", "2026-12-24T12:00:00.000Z"]);
  });

  it("reads a list again once a move changed it, and answers the same columns for an unchanged one", async () => {
    const kept = keptLists({ 210: [polygon(1, 210), polygon(2, 210)], 310: [polygon(3, 310)] });
    const first = await columnsOf(kept.all(), kept.editsOf);
    // Given to a worker they are shared, not copied: the same kept parts again while nothing changed.
    structuredClone(first.parts);
    const again = await columnsOf(kept.all(), kept.editsOf);
    expect(again.parts[0]!.ids).toBe(first.parts[0]!.ids);
    expect([...again.columns.ids]).toEqual([1, 2, 3]);
    kept.move(2, 210, 310);
    const moved = await columnsOf(kept.all(), kept.editsOf);
    expect([...moved.columns.ids]).toEqual([1, 3, 2]);
    expect([...moved.columns.statusValues]).toEqual([210, 310, 310]);
    // Those handed out before are as they were.
    expect([...first.parts[0]!.ids]).toEqual([1, 2]);
    // A change the list's count of edits does not show is not read: what is kept is by the count.
    kept.lists.get(210)!.delete(1);
    expect([...(await columnsOf(kept.all(), kept.editsOf)).columns.ids]).toEqual([1, 3, 2]);
  });

  it("takes a polygon moved while the lists are read once, where it is now", async () => {
    const many = Array.from({ length: 2_000 }, (_, i) => polygon(i + 1, 210));
    const kept = keptLists({ 210: many, 310: [polygon(5_000, 310)] });
    let rests = 0;
    // Between two runs of the first list, the polygon read first moves to the second list.
    const rest = () => {
      if (++rests === 1) kept.move(1, 210, 310);
      return undefined;
    };
    const { columns, cpqPolygonIds } = await columnsOf(kept.all(), kept.editsOf, rest);
    const ids = [...columns.ids];
    expect(ids.filter((id) => id === 1)).toHaveLength(1);
    expect(ids).toHaveLength(2_001);
    expect(ids.slice(-2)).toEqual([5_000, 1]);
    expect(columns.statusValues[ids.indexOf(1)]).toBe(310);
    expect(cpqPolygonIds[ids.indexOf(1)]).toBe(1001);
  });
});
