// The Cut list is kept per department by the version of what it is made from
// (docs/cutting.md, "The part shown"): cutting tablets asking while nothing
// moved are answered from the one list made; a cut (a roll event) makes the
// next ask read it afresh, with the roll shorter and the piece gone.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as cutListModule from "@/lib/cutting/cut-list/cut-list";
import type { CutList } from "@/lib/cutting/cut-list/schemas";
import { apiRequest, employee, routeParams } from "../support/api-session";
import { hiddenClassCount } from "../support/hidden-classes";
import { askCutList } from "../support/cut-list-route";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

// Counts how often the whole list is made; each call still makes it as the app does.
vi.mock("@/lib/cutting/cut-list/cut-list", async (importOriginal) => {
  const real = await importOriginal<typeof cutListModule>();
  return { ...real, cutListOf: vi.fn(real.cutListOf) };
});

const now = new Date("2026-03-10T07:00:00.000Z");
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(20261129, now);
let cutId = 0;
let cutter: ReturnType<typeof employee>;

const ask = () => askCutList(cutId, cutter);
const made = () => vi.mocked(cutListModule.cutListOf).mock.calls.length;

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  await ask();
}, 120_000);

describe("the kept cut list", () => {
  it("answers tablets asking together, and again, from the one list made while nothing moved", async () => {
    const before = made();
    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask();
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(made() - before).toBeLessThanOrEqual(1);
    expect(first.fabrics.some((f) => f.rolls.length > 0)).toBe(true);
  });

  it("is made afresh after a cut: the roll shorter, the piece gone", async () => {
    const list = await ask();
    const roll = list.fabrics.flatMap((f) => f.rolls).find((r) => r.cuts[0]?.offsetMm === 0)!;
    const piece = roll.cuts[0]!;
    const before = made();
    const response = await cutsRoute.POST(
      await apiRequest(`/api/cutting/rolls/${roll.rollId}/cuts`, {
        method: "POST",
        as: cutter,
        body: { departmentId: cutId, productionPolygonId: piece.productionPolygonId },
      }),
      routeParams({ id: roll.rollId }),
    );
    expect(response.status).toBe(200);
    const after = await ask();
    expect(made()).toBeGreaterThan(before);
    const same = after.fabrics.flatMap((f) => f.rolls).find((r) => r.rollId === roll.rollId);
    if (same) expect(same.lengthLeftMm).toBe(roll.lengthLeftMm - piece.lengthMm);
    const cutsOfPiece = (l: CutList) =>
      l.fabrics
        .flatMap((f) => f.rolls)
        .flatMap((r) => r.cuts)
        .filter((c) => c.productionPolygonId === piece.productionPolygonId).length;
    expect(cutsOfPiece(after)).toBeLessThan(cutsOfPiece(list));
  });

  it("holds its pieces in a few hidden classes, not one each (the list is kept, tens of thousands of pieces at 100k)", async () => {
    await ask();
    const kept = (await vi.mocked(cutListModule.cutListOf).mock.results.at(-1)!.value) as CutList;
    const cuts = kept.fabrics.flatMap((f) => f.rolls).flatMap((r) => r.cuts);
    expect(cuts.length).toBeGreaterThan(10);
    expect(hiddenClassCount(cuts)).toBeLessThanOrEqual(3);
  });
});
