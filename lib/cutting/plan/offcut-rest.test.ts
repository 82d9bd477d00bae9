// An offcut is used first, but not cut down to waste: where its rest after the
// cuts would be shorter than the offcut minimum and a roll of the lot cuts the
// same strips and keeps its rest, the roll is cut and the plan reaches its
// lower bound (docs/cutting.md, "The plan", rule 3).
import { describe, expect, it } from "vitest";
import { checkPlan } from "./check";
import { planFabric } from "./planner";
import { randomInt, seededRandom } from "./prng";
import { piece, roll } from "@/tests/support/cut-stock";

describe("an offcut's rest too short to keep", () => {
  it("cuts from a roll of the lot where the offcut would leave a rest too short to keep", async () => {
    const stock = [roll("roll-1", "A", 30_000), roll("offcut-1", "A", 2_000, true)];
    const plan = await planFabric({
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1800, 1400)],
      stock,
      minOffcutMm: 500,
    });
    // From the offcut 200 mm would be waste (2000 used); the roll keeps its rest: 1800, the bound.
    expect(plan.rolls.map((r) => r.rollId)).toEqual(["roll-1"]);
    expect(plan.usedMm).toBe(1_800);
    expect(plan.lowerBoundMm).toBe(1_800);
    // An offcut that the pieces use up exactly still goes first.
    const exact = await planFabric({
      fabric: "LINEN",
      pieces: [piece("p1", 1, 1800, 1400), piece("p2", 1, 200, 1400)],
      stock,
      minOffcutMm: 500,
    });
    expect(exact.rolls.map((r) => r.rollId)).toEqual(["offcut-1"]);
    expect(exact.usedMm).toBe(2_000);
  });

  it("never makes an offcut's rest waste when a roll of the lot cuts the same without waste (the bound is reached)", async () => {
    for (let seed = 1; seed <= 30; seed++) {
      const next = seededRandom(seed);
      const minOffcutMm = randomInt(next, 300, 1000);
      // Full-width pieces of one project: each its own strip, so the bound is their length.
      const pieces = Array.from({ length: randomInt(next, 1, 3) }, (_, i) =>
        piece(`p${i + 1}`, 1, randomInt(next, 400, 2500), randomInt(next, 800, 1400)),
      );
      const needMm = pieces.reduce((sum, p) => sum + p.lengthMm, 0);
      const stock = [
        roll("roll-1", "A", randomInt(next, needMm + minOffcutMm, 40_000)),
        roll("offcut-1", "A", needMm + randomInt(next, 1, minOffcutMm - 1), true),
      ];
      const batch = { fabric: "LINEN", pieces, stock, minOffcutMm };
      const plan = await planFabric(batch, { timeLimitMs: 200 });
      expect({ seed, problems: checkPlan(plan, batch) }).toEqual({ seed, problems: [] });
      expect({ seed, used: plan.usedMm, bound: plan.lowerBoundMm }).toEqual({
        seed,
        used: needMm,
        bound: needMm,
      });
      expect(plan.rolls.map((r) => r.rollId)).toEqual(["roll-1"]);
    }
  });
});
