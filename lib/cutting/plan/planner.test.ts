import { describe, expect, it } from "vitest";
import { checkPlan } from "./check";
import { generateBatch } from "./generate";
import { planFabric } from "./planner";
import { pickOne, randomInt, seededRandom } from "./prng";
import type { CutPiece, FabricPlanInput, StockItem } from "./schemas";
import { piece, roll } from "@/tests/support/cut-stock";

/** Random batches with odd stock: several lots, short rolls, overrides, pieces that fit nowhere. */
function randomBatch(seed: number): FabricPlanInput & { pieces: CutPiece[]; stock: StockItem[] } {
  const next = seededRandom(seed);
  const width = pickOne(next, [1400, 2000, 2800, 3200]);
  const pieces = Array.from({ length: randomInt(next, 1, 60) }, (_, i) => ({
    ...piece(
      `p${i + 1}`,
      randomInt(next, 1, 6),
      randomInt(next, 300, 4000),
      randomInt(next, 200, width + 200),
    ),
    fabric: "F",
  }));
  const lots = ["A", "B", "C"].slice(0, randomInt(next, 1, 3));
  const stock = Array.from({ length: randomInt(next, 0, 6) }, (_, i) => ({
    id: `s${i + 1}`,
    lot: pickOne(next, lots),
    widthMm: width,
    lengthMm: randomInt(next, 500, 30_000),
    isOffcut: next() < 0.4,
  }));
  const hasNewRolls = next() < 0.7;
  return {
    fabric: "F",
    pieces,
    stock,
    newRoll: hasNewRolls
      ? { widthMm: width, lengthMm: randomInt(next, 3_000, 50_000), lot: "new" }
      : undefined,
    minOffcutMm: randomInt(next, 0, 1500),
    lotOverrideProjectIds: next() < 0.3 ? [1, 2] : [],
    // The cutting table's setting: one piece per strip now and then.
    isSideBySideAllowed: next() >= 0.2,
  };
}

describe("the planner against the independent checker", () => {
  it("gives valid plans on random batches with odd stock, and never a use below the bound", async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const batch = randomBatch(seed);
      const plan = await planFabric(batch, { timeLimitMs: 200 });
      expect({ seed, problems: checkPlan(plan, batch) }).toEqual({ seed, problems: [] });
      expect(plan.lowerBoundMm).toBeLessThanOrEqual(plan.usedMm);
    }
  });

  it("plans every piece of realistic batches", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const batch = generateBatch(seed, 5 + ((seed * 53) % 120));
      const plan = await planFabric(batch, { timeLimitMs: 300 });
      expect(checkPlan(plan, batch)).toEqual([]);
      expect(plan.unplanned).toEqual([]);
      // New rolls come last: a plan that starts one has used up, or could not use, the stock of its lot.
      const newRolls = plan.rolls.filter((r) => r.isNew);
      expect(newRolls.map((r) => r.rollId)).toEqual(newRolls.map((_, i) => `new-${i + 1}`));
    }
  });
});

describe("the rules", () => {
  it("cuts from an offcut before a roll", async () => {
    const plan = await planFabric({
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1800, 1400)],
      stock: [roll("roll-1", "A", 30_000), roll("offcut-1", "A", 2_500, true)],
      minOffcutMm: 500,
    });
    expect(plan.rolls.map((r) => [r.rollId, r.cuts.map((c) => c.offsetMm)])).toEqual([["offcut-1", [0]]]);
    // 700 mm left on the offcut is kept (longer than the 500 mm minimum): 1800 used, the bound.
    expect(plan.usedMm).toBe(1_800);
    expect(plan.lowerBoundMm).toBe(1_800);
  });

  it("puts pieces side by side where they fit across the roll", async () => {
    const plan = await planFabric({
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1000, 600), piece("p2", 1, 900, 650), piece("p3", 1, 800, 700)],
      stock: [roll("roll-1", "A", 30_000)],
    });
    const cuts = plan.rolls[0]!.cuts;
    expect(cuts.map((c) => [c.productionPolygonId, c.offsetMm, c.acrossMm])).toEqual([
      [1, 0, 0],
      [2, 0, 600],
      [3, 1000, 0],
    ]);
    expect(plan.usedMm).toBe(1800);
    // Any two of the three fit side by side: the LP halves the three pairs (1,450 mm), no plan can.
    expect(plan.lowerBoundMm).toBeGreaterThanOrEqual(1450);
    expect(plan.lowerBoundMm).toBeLessThanOrEqual(1800);
  });

  it("puts a 1,150 and a 1,590 mm blind side by side on a 2,800 mm roll, though one is wider than half", async () => {
    // The walk-through's roman blinds (issue 42): 2,740 mm across, one strip as long as the longer.
    const input = {
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1600, 1150), piece("p2", 2, 1700, 1590)],
      stock: [{ ...roll("r", "A", 30_000), widthMm: 2800 }],
    };
    const plan = await planFabric(input);
    expect(plan.rolls[0]!.cuts.map((c) => [c.productionPolygonId, c.offsetMm, c.acrossMm])).toEqual([
      [2, 0, 0],
      [1, 0, 1590],
    ]);
    expect([plan.usedMm, plan.lowerBoundMm]).toEqual([1700, 1700]);
    expect(checkPlan(plan, input)).toEqual([]);
  });

  it("cuts one piece per strip where the cutting table's setting says so, and the bound knows it", async () => {
    const input = {
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1000, 600), piece("p2", 1, 900, 650), piece("p3", 1, 800, 400)],
      stock: [roll("roll-1", "A", 30_000)],
      isSideBySideAllowed: false,
    };
    const plan = await planFabric(input);
    expect(plan.rolls[0]!.cuts.map((c) => [c.productionPolygonId, c.offsetMm, c.acrossMm])).toEqual([
      [1, 0, 0],
      [2, 1000, 0],
      [3, 1900, 0],
    ]);
    expect([plan.usedMm, plan.lowerBoundMm]).toEqual([2700, 2700]);
    expect(checkPlan(plan, input)).toEqual([]);
    // The same pieces with side by side allowed: the checker takes the shared strip, and refuses it when off.
    const shared = await planFabric({ ...input, isSideBySideAllowed: true });
    expect(shared.usedMm).toBeLessThan(2700);
    expect(checkPlan(shared, input).some((p) => p.endsWith("which is off"))).toBe(true);
  });

  it("turns a turnable piece when that lets it share the width, and the bound knows it may", async () => {
    // Two blinds 1800 wide, 1000 long on a 2800 roll: as given each is wider than half the roll and
    // has a 1000 mm strip alone (2000 mm); turned they are 1000 across and lie side by side in one
    // strip 1800 long.
    const blind = (id: string) => ({ ...piece(id, 1, 1000, 1800), isTurnable: true });
    const input = {
      fabric: "LINEN",
      pieces: [blind("p1"), blind("p2")],
      stock: [{ ...roll("r", "A", 30_000), widthMm: 2800 }],
    };
    const plan = await planFabric(input);
    expect(plan.rolls[0]!.cuts.map((c) => [c.offsetMm, c.acrossMm, c.lengthMm, c.widthMm])).toEqual([
      [0, 0, 1800, 1000],
      [0, 1000, 1800, 1000],
    ]);
    expect([plan.usedMm, plan.lowerBoundMm]).toEqual([1800, 1800]);
    expect(checkPlan(plan, input)).toEqual([]);
    // Not turnable: the checker refuses the same cuts.
    expect(
      checkPlan(plan, { ...input, pieces: input.pieces.map((p) => ({ ...p, isTurnable: false })) }),
    ).toContain("cut p1 is 1800x1000 mm, the piece 1000x1800");
  });

  it("keeps a project on one lot, and splits it only when a supervisor overrode that", async () => {
    const input: FabricPlanInput = {
      fabric: "LINEN",
      pieces: [piece("p1", 7, 3000, 1400), piece("p2", 7, 3000, 1400)],
      stock: [roll("a", "A", 3_200), roll("b", "B", 3_200)],
      minOffcutMm: 0,
    };
    const kept = await planFabric(input);
    expect(kept.rolls.map((r) => r.cuts.length)).toEqual([1]);
    expect(kept.unplanned).toEqual([
      {
        productionPolygonId: 2,
        pieceId: "p2",
        reason: "not enough fabric of one lot in stock for its project",
      },
    ]);
    const overridden = await planFabric({ ...input, lotOverrideProjectIds: [7] });
    expect(overridden.rolls.map((r) => r.lot).sort()).toEqual(["A", "B"]);
    expect(overridden.unplanned).toEqual([]);
  });

  it("lists a piece wider than the roll as unplanned, with the reason", async () => {
    const plan = await planFabric({
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1000, 1500)],
      stock: [roll("r", "A", 10_000)],
    });
    expect(plan.unplanned).toEqual([
      { productionPolygonId: 1, pieceId: "p1", reason: "is 1500 mm wide, the roll 1400 mm" },
    ]);
  });
});

describe("the checker", () => {
  const input = {
    pieces: [piece("p1", 1, 1000, 1400), piece("p2", 1, 1000, 1400), piece("p3", 2, 500, 500)],
    stock: [roll("r1", "A", 3_000), roll("r2", "B", 3_000)],
  };
  const cut = (p: CutPiece, offsetMm: number, acrossMm = 0) => ({
    productionPolygonId: p.productionPolygonId,
    pieceId: p.id,
    offsetMm,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    acrossMm,
  });
  const [p1, p2, p3] = input.pieces as [CutPiece, CutPiece, CutPiece];
  const plan = (cutsR1: ReturnType<typeof cut>[], cutsR2: ReturnType<typeof cut>[] = []) => ({
    materialCode: "LINEN",
    usedMm: 0,
    lowerBoundMm: 0,
    gapPercent: 0,
    unplanned: [],
    rolls: [
      { rollId: "r1", lot: "A", widthMm: 1400, lengthMm: 3000, isOffcut: false, isNew: false, cuts: cutsR1 },
      { rollId: "r2", lot: "B", widthMm: 1400, lengthMm: 3000, isOffcut: false, isNew: false, cuts: cutsR2 },
    ],
  });

  it("accepts a valid plan", () => {
    expect(checkPlan(plan([cut(p1, 0), cut(p2, 1000), cut(p3, 2000)]), input)).toEqual([]);
  });

  it("finds an overlap, a roll over-used, a piece twice or never, a lot split and a piece outside the width", () => {
    expect(checkPlan(plan([cut(p1, 0), cut(p2, 500)]), input)).toEqual([
      "cuts p1 and p2 overlap on roll r1",
      "piece p3 is planned 0 times",
    ]);
    expect(checkPlan(plan([cut(p1, 0), cut(p2, 2500), cut(p3, 1000, 1000)]), input)).toEqual([
      "cut p2 ends at 3500 mm, roll r1 has 3000 mm",
      "cut p3 reaches 1500 mm across, roll r1 is 1400 mm wide",
    ]);
    expect(checkPlan(plan([cut(p1, 0), cut(p2, 1000)], [cut(p1, 0), cut(p3, 1000)]), input)).toEqual([
      "project 1 is cut from lots A, B",
      "piece p1 is planned 2 times",
    ]);
  });

  it("takes pieces side by side where they fit, and refuses them where the setting is off", () => {
    const wide = piece("p4", 3, 500, 800);
    const narrow = piece("p5", 3, 500, 600);
    const both = { ...input, pieces: [wide, narrow] };
    const sideBySide = plan([cut(wide, 0), cut(narrow, 0, 800)]);
    expect(checkPlan(sideBySide, both)).toEqual([]);
    expect(checkPlan(sideBySide, { ...both, isSideBySideAllowed: false })).toEqual([
      "cuts p4 and p5 lie side by side on roll r1, which is off",
    ]);
  });
});
