import { describe, expect, it } from "vitest";
import { inDueOrder, type CutDue } from "./due-order";
import type { CutList } from "./schemas";
import { cutOf as line, fabricOf as fabric, rollOf as roll } from "@/tests/support/cut-list";

const day = (d: number) => Date.parse(`2026-11-${String(d).padStart(2, "0")}T12:00:00Z`);

describe("the Cut list in the order of what is due", () => {
  const due = new Map<number, CutDue>([
    [1, { isProjectedLate: false, dueAt: day(20) }],
    [2, { isProjectedLate: false, dueAt: day(25) }],
    // Due later than 1, but projected late: first.
    [3, { isProjectedLate: true, dueAt: day(23) }],
    [4, { isProjectedLate: false, dueAt: day(21) }],
  ]);
  const list = {
    planKey: "k",
    fabrics: [
      fabric("A", [roll(10, [line(2, 0)]), roll(11, [line(1, 0), line(5, 1000)])]),
      fabric("B", [roll(20, [line(4, 0), line(3, 1000)])]),
      fabric("C", []),
      fabric("D", [roll(40, [line(6, 0)])]),
    ],
  } as CutList;

  it("puts the fabric and roll of a projected-late line first, then by due date, cuts along each roll as planned", () => {
    const ordered = inDueOrder(list, (id) => due.get(id));
    expect(ordered.fabrics.map((f) => f.materialCode)).toEqual(["B", "A", "D", "C"]);
    // Within a fabric, the roll with the earlier due line first; the cuts keep the roll's order.
    expect(ordered.fabrics[1]!.rolls.map((r) => r.rollId)).toEqual([11, 10]);
    expect(ordered.fabrics[0]!.rolls[0]!.cuts.map((c) => c.productionPolygonId)).toEqual([4, 3]);
  });

  it("lists a roll with a strip already cut first in its fabric, and keeps the plan's order without a projection", () => {
    const withStrip = {
      ...list,
      fabrics: [fabric("A", [roll(10, [line(2, 0)]), roll(11, [line(9, null), line(1, 0)])])],
    };
    expect(inDueOrder(withStrip, () => undefined).fabrics[0]!.rolls.map((r) => r.rollId)).toEqual([11, 10]);
    // Without a projection the plan's order stays; a fabric with nothing to cut goes last.
    expect(inDueOrder(list, () => undefined).fabrics.map((f) => f.materialCode)).toEqual([
      "A",
      "B",
      "D",
      "C",
    ]);
  });
});
