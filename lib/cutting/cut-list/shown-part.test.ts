import { describe, expect, it } from "vitest";
import { shownPart } from "./shown-part";
import type { CutList } from "./schemas";
import { cutOf, fabricOf, rollOf } from "@/tests/support/cut-list";

/** A roll whose cuts are lines `from` … `from + count - 1`. */
const rollWith = (rollId: number, from: number, count: number) =>
  rollOf(
    rollId,
    Array.from({ length: count }, (_, i) => cutOf(from + i, i * 1000)),
  );

const take = (productionPolygonId: number) => ({
  ...cutOf(productionPolygonId, 0),
  name: "Gordijnband",
  eanCode: null,
  quantity: { amount: 2, unit: "m" },
});

const list = (fabrics: CutList["fabrics"], takes = 0): CutList => ({
  planKey: "k",
  fabrics,
  takes: Array.from({ length: takes }, (_, i) => take(900 + i)),
  hiddenTakes: 0,
});

const limits = { cutsPerFabric: 10, linesPerList: 2, takes: 3 };

describe("the part of the Cut list a tablet is sent", () => {
  it("lists whole rolls in their order until the fabric's cuts would pass the limit, and says how many more", () => {
    const fabric = fabricOf("VEL", [
      rollWith(1, 1, 4),
      rollWith(2, 10, 5),
      rollWith(3, 20, 2),
      rollWith(4, 30, 1),
    ]);
    const shown = shownPart(list([fabric]), limits).fabrics[0]!;
    // 4 + 5 = 9 cuts; the third roll's 2 would make 11: it and the fourth are left out.
    expect(shown.rolls.map((r) => r.rollId)).toEqual([1, 2]);
    expect(shown.rolls[1]!.cuts).toHaveLength(5);
    expect(shown.hidden).toEqual({ rolls: 2, cuts: 3, unplanned: 0, cutSizesDiffer: 0 });
  });

  it("always lists the first roll whole, however many cuts it has", () => {
    const shown = shownPart(list([fabricOf("LIN", [rollWith(1, 1, 25), rollWith(2, 40, 1)])]), limits)
      .fabrics[0]!;
    expect(shown.rolls.map((r) => r.rollId)).toEqual([1]);
    expect(shown.rolls[0]!.cuts).toHaveLength(25);
    expect(shown.hidden.rolls).toBe(1);
    expect(shown.hidden.cuts).toBe(1);
  });

  it("keeps the first unplanned and flagged lines and takes, and counts the rest", () => {
    const fabric = {
      ...fabricOf("VOI", [rollWith(1, 1, 1)]),
      unplanned: [1, 2, 3, 4, 5].map((id) => ({ ...cutOf(id, 0), reason: "no roll" })),
      cutSizesDiffer: [6, 7].map((id) => ({
        ...cutOf(id, 0),
        cutMm: 1200,
        orderMm: 1000,
        differsPercent: 20,
      })),
    };
    const shown = shownPart(list([fabric], 5), limits);
    expect(shown.fabrics[0]!.unplanned.map((u) => u.productionPolygonId)).toEqual([1, 2]);
    expect(shown.fabrics[0]!.hidden).toEqual({ rolls: 0, cuts: 0, unplanned: 3, cutSizesDiffer: 0 });
    expect(shown.takes.map((t) => t.productionPolygonId)).toEqual([900, 901, 902]);
    expect(shown.hiddenTakes).toBe(2);
  });

  it("leaves a list within the limits as it is", () => {
    const whole = list([fabricOf("VEL", [rollWith(1, 1, 3), rollWith(2, 10, 3)])], 2);
    expect(shownPart(whole, limits)).toEqual(whole);
  });
});
