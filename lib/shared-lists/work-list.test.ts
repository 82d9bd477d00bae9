import { describe, expect, it } from "vitest";
import { WorkList } from "./work-list";
import type { SlimWork, WorkEntry } from "./slim";

const work = (
  id: number,
  startAt: string | null,
  finishAt: string | null,
  productionValue = id / 4,
): WorkEntry => ({
  id,
  startAt,
  finishAt,
  productionValue,
});
/** What a kept list hands out for an entry it took. */
const slim = ({ id, startAt, finishAt, productionValue }: WorkEntry): SlimWork => ({
  id,
  startAtMs: startAt === null ? null : Date.parse(startAt),
  finishAtMs: finishAt === null ? null : Date.parse(finishAt),
  productionValue,
});

/** The same operations on a Map and on a WorkList, step by step. */
function both(
  steps: (list: { set: (k: number, v: WorkEntry) => unknown; delete: (k: number) => boolean }) => void,
) {
  const map = new Map<number, WorkEntry>();
  const list = new WorkList();
  steps(map);
  steps(list);
  return { map, list };
}

describe("a department's planned work in columns", () => {
  it("answers as a Map of the same entries would, through growth, overwrites, removals and compaction", () => {
    const { map, list } = both((l) => {
      for (let i = 1; i <= 500; i++)
        l.set(
          1000 + i,
          work(i, i % 3 === 0 ? null : new Date(Date.UTC(2026, 10, 1, 8) + i * 60_000).toISOString(), null),
        );
      l.set(1007, work(9007, "2026-12-01T08:00:00.000Z", "2026-12-02T16:30:00.000Z", 12.5));
      for (let i = 1; i <= 400; i++) if (i % 5 !== 0) l.delete(1000 + i);
      l.set(1003, work(9003, null, "2026-12-03T10:00:00.000Z"));
      l.set(1500, work(9500, null, null, 0));
    });
    expect(list.size).toBe(map.size);
    expect([...list.keys()]).toEqual([...map.keys()]);
    expect([...list]).toEqual([...map].map(([id, entry]) => [id, slim(entry)]));
    expect([...list.values()]).toEqual([...map.values()].map(slim));
    expect(list.get(1003)).toEqual({
      id: 9003,
      startAtMs: null,
      finishAtMs: Date.UTC(2026, 11, 3, 10),
      productionValue: 9003 / 4,
    });
    expect(list.get(1004)).toBeUndefined();
    expect(list.has(1005)).toBe(true);
    expect(list.has(1006)).toBe(false);
    expect(list.delete(1006)).toBe(false);
    const columns = list.plannedColumns();
    expect([...columns.polygonIds]).toEqual([...map.keys()]);
    expect([...columns.plannedMinutes]).toEqual([...map.values()].map((entry) => entry.productionValue));
    expect(list.polygonOfEntry(9500)).toBe(1500);
    expect(list.polygonOfEntry(6)).toBeUndefined();
  });

  it("hands out a fresh entry on every read, so a caller's change never reaches the list", () => {
    const list = new WorkList().set(7, work(1, null, "2026-12-03T10:00:00.000Z"));
    const read = list.get(7)!;
    read.finishAtMs = null;
    expect(list.get(7)).toEqual(slim(work(1, null, "2026-12-03T10:00:00.000Z")));
    expect(list.get(7)).not.toBe(list.get(7));
  });

  it("is the same as another list of the same entries in any order, and not once one differs", () => {
    const a = new WorkList().set(1, work(11, null, null)).set(2, work(12, "2026-12-01T08:00:00.000Z", null));
    const b = new WorkList().set(2, work(12, "2026-12-01T08:00:00.000Z", null)).set(1, work(11, null, null));
    expect(a.sameAs(b)).toBe(true);
    b.set(1, work(11, null, "2026-12-01T08:00:00.000Z"));
    expect(a.sameAs(b)).toBe(false);
    b.set(1, work(11, null, null, 3));
    expect(a.sameAs(b)).toBe(false);
    b.delete(1);
    b.set(3, work(11, null, null));
    expect(a.sameAs(b)).toBe(false);
  });

  it("answers its planned columns as they are after every change, never changing those it handed out", () => {
    const list = new WorkList().set(1, work(11, null, null, 30)).set(2, work(12, null, null, 45));
    const first = list.plannedColumns();
    // Given to a worker, they are shared: still whole here, and the same until the list changes.
    structuredClone(first);
    expect(list.plannedColumns()).toBe(first);
    expect([...first.polygonIds]).toEqual([1, 2]);
    list.set(2, work(12, null, null, 50));
    expect([...list.plannedColumns().plannedMinutes]).toEqual([30, 50]);
    expect([...first.plannedMinutes]).toEqual([30, 45]);
    list.set(3, work(13, null, null, 5));
    list.delete(1);
    const columns = list.plannedColumns();
    expect([...columns.polygonIds]).toEqual([2, 3]);
    expect([...columns.plannedMinutes]).toEqual([50, 5]);
  });
});
