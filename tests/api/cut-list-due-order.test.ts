// The Cut list in the order of what is due (issue 42, item 5): a fabric and a
// roll with a line the capacity plan projects late come first, then the
// earliest promised delivery; along a roll the cuts keep the roll's order. A
// roll check names the fabric: a supplier's label is "the supplier's label of
// <fabric>", not an EAN.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as checkRoute from "@/app/api/cutting/rolls/[id]/check/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import type { CutList, RollCheck } from "@/lib/cutting/cut-list/schemas";
import { dueOfLines } from "@/lib/planning/line-due";
import { workshopPlan } from "@/lib/planning/projection";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { askCutList } from "../support/cut-list-route";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);

let cutId = 0;
let cutter: ReturnType<typeof employee>;
let list: CutList;

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  list = await askCutList(cutId, cutter);
}, 120_000);

describe("the Cut list in the order of what is due", () => {
  it("orders fabrics and rolls by projected-late lines, then by due date, as the capacity plan has them", async () => {
    const dueOf = dueOfLines(await workshopPlan(ctx.handle.db, ctx.upstream));
    type Rank = [number, number];
    const rankOf = (cuts: CutList["fabrics"][number]["rolls"][number]["cuts"]): Rank =>
      cuts
        .map((c): Rank => {
          const due = dueOf(c.productionPolygonId);
          return [due?.isProjectedLate ? 0 : 1, due?.dueAt ?? Infinity];
        })
        .reduce((a, b) => (b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a), [2, Infinity]);
    const isInOrder = (ranks: Rank[]) =>
      ranks.every(
        (r, i) =>
          i === 0 || ranks[i - 1]![0] < r[0] || (ranks[i - 1]![0] === r[0] && ranks[i - 1]![1] <= r[1]),
      );
    const withRolls = list.fabrics.filter((f) => f.rolls.length > 0);
    expect(withRolls.length).toBeGreaterThan(1);
    // The demo's promises differ: the order says something.
    const ranks = withRolls.map((f) => rankOf(f.rolls.flatMap((r) => r.cuts)));
    expect(new Set(ranks.map((r) => r[1])).size).toBeGreaterThan(1);
    expect(isInOrder(ranks)).toBe(true);
    for (const fabric of withRolls) expect(isInOrder(fabric.rolls.map((r) => rankOf(r.cuts)))).toBe(true);
    // Along each roll the cuts stay in the roll's order.
    for (const roll of withRolls.flatMap((f) => f.rolls)) {
      const offsets = roll.cuts.map((c) => c.offsetMm ?? -1);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
  });

  it("names a supplier's label by its fabric in a roll check", async () => {
    const fabric = list.fabrics.find((f) => f.materialName && f.rolls.length > 0)!;
    const roll = fabric.rolls[0]!;
    const stock = await rollsRoute.GET(
      await apiRequest(`/api/cutting/rolls?code=${roll.code}`, { as: cutter }),
    );
    const { gtin } = (await json<{ rolls: { gtin: string }[] }>(stock)).rolls[0]!;
    const response = await checkRoute.POST(
      await apiRequest(`/api/cutting/rolls/${roll.rollId}/check`, {
        method: "POST",
        as: cutter,
        body: { departmentId: cutId, code: `(01)${gtin}(10)OTHERLOT9` },
      }),
      routeParams({ id: roll.rollId }),
    );
    const answer = await json<RollCheck>(response);
    expect(answer.verdict).toBe("wrong-lot");
    // The test employees speak Dutch: "Dit is het etiket van de leverancier van <fabric>, partij OTHERLOT9; …"
    expect(
      answer.reason.startsWith(
        `Dit is het etiket van de leverancier van ${fabric.materialName}, partij OTHERLOT9;`,
      ),
    ).toBe(true);
    expect(answer.reason).not.toMatch(/\b\d{13}\b/);
  });
});
