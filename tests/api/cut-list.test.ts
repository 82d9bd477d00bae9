// The cutter's screen on the demo workshop's cutting queue (issue 30, item 4):
// a roll's label checked against the plan (right, wrong roll, wrong lot, not
// a label), a cut confirmed by its ticket shortens the roll and writes the
// "cut" event the supervisor's figures read, a repeat with the same
// Idempotency-Key is answered without cutting twice, the lot is kept on the
// line's material entry, a line whose pieces are all cut is done at cutting,
// and the plan after a cut starts from the shorter roll.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as checkRoute from "@/app/api/cutting/rolls/[id]/check/route";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import type { CutList, CutListRoll, RollCheck } from "@/lib/cutting/cut-list/schemas";
import { materialLots, rollEvents } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { askCutList } from "../support/cut-list-route";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
// The demo data is made at "now": the clock is fixed before any of it is made (only Date; timers run).
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);

type Roll = {
  id: number;
  code: string;
  gtin: string;
  lot: string | null;
  lengthLeftMm: number;
  materialCode: string;
};
type CutAnswer = {
  roll: Roll;
  cut: { productionPolygonId: number; takenMm: number; plannedLengthMm: number; boundLengthMm: number };
  piecesLeft: number;
  lot: { lot: string | null; productionPolygonId: number } | null;
  steps: string[];
};

let cutId = 0;
let cutter: ReturnType<typeof employee>;
let list: CutList;

const cutListNow = () => askCutList(cutId, cutter);
const check = async (rollId: number, code: string, as = cutter) =>
  checkRoute.POST(
    await apiRequest(`/api/cutting/rolls/${rollId}/check`, {
      method: "POST",
      as,
      body: { departmentId: cutId, code },
    }),
    routeParams({ id: rollId }),
  );
async function cut(
  rollId: number,
  body: unknown,
  { key, as = cutter }: { key?: string; as?: typeof cutter } = {},
) {
  const request = await apiRequest(`/api/cutting/rolls/${rollId}/cuts`, { method: "POST", as, body });
  if (key) request.headers.set("idempotency-key", key);
  return cutsRoute.POST(request, routeParams({ id: rollId }));
}
const stockRoll = async (code: string) => {
  const response = await rollsRoute.GET(await apiRequest(`/api/cutting/rolls?code=${code}`, { as: cutter }));
  return (await json<{ rolls: Roll[] }>(response)).rolls[0]!;
};
const cutEventsOf = (rollId: number) =>
  ctx.handle.db
    .select()
    .from(rollEvents)
    .where(and(eq(rollEvents.rollId, rollId), eq(rollEvents.kind, "cut")))
    .orderBy(rollEvents.id);
const rollsOf = (l: CutList) => l.fabrics.flatMap((f) => f.rolls.map((roll) => ({ fabric: f, roll })));

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  list = await cutListNow();
}, 120_000);

/** A roll of the plan whose first cut is a whole strip of its own (no piece beside it). */
const firstPlainRoll = (l: CutList) =>
  rollsOf(l).find(({ roll }) => {
    const first = roll.cuts[0];
    return first && first.offsetMm === 0 && roll.cuts.filter((c) => c.offsetMm === 0).length === 1;
  })!;

describe("the cut list", () => {
  it("lists rolls by code, lot and place, and names each cut by its project and order line", () => {
    const { roll } = firstPlainRoll(list);
    expect(roll.code).toMatch(/^ROL-\d{6}$/);
    expect(roll.lengthLeftMm).toBeGreaterThan(0);
    expect(roll.cuts[0]!.projectNumber).toBeTruthy();
    expect(roll.cuts[0]!.lineNumber).not.toBeNull();
  });
});

describe("a roll's label checked against the plan", () => {
  it("is right for the planned roll's own code and for its supplier's label of the same lot", async () => {
    const { roll } = firstPlainRoll(list);
    const own = await json<RollCheck>(await check(roll.rollId, roll.code));
    expect(own).toMatchObject({ isRight: true, verdict: "right", roll: { rollId: roll.rollId } });
    const stock = await stockRoll(roll.code);
    const label = `(01)${stock.gtin}${stock.lot ? `(10)${stock.lot}` : ""}`;
    const byLabel = await json<RollCheck>(await check(roll.rollId, label));
    // A label that fits several rolls of the lot asks which one (the planned roll among them).
    if (byLabel.verdict === "choose") expect(byLabel.candidates.map((c) => c.rollId)).toContain(roll.rollId);
    else expect(byLabel).toMatchObject({ isRight: true, verdict: "right" });
  });

  it("is wrong for a roll of another fabric, naming both fabrics and rolls in a sentence", async () => {
    const [fa, fb] = list.fabrics.filter((f) => f.rolls.length > 0);
    const a = fa!.rolls[0]!;
    const b = fb!.rolls[0]!;
    const answer = await json<RollCheck>(await check(a.rollId, b.code));
    expect(answer).toMatchObject({ isRight: false, verdict: "wrong-material" });
    // The test employees speak Dutch: "Dit is <fabric> (rol ROL-…); het plan snijdt <fabric> uit ROL-…"
    expect(answer.reason).toContain(`(rol ${b.code})`);
    expect(answer.reason).toContain(`uit ${a.code}`);
    if (fa!.materialName) expect(answer.reason).toContain(fa!.materialName);
  });

  it("is a wrong lot for a supplier's label of the same material but another lot, naming the project", async () => {
    const { roll } = firstPlainRoll(list);
    const stock = await stockRoll(roll.code);
    const answer = await json<RollCheck>(await check(roll.rollId, `(01)${stock.gtin}(10)OTHERLOT9`));
    expect(answer).toMatchObject({ isRight: false, verdict: "wrong-lot" });
    expect(answer.reason).toContain("partij OTHERLOT9");
    expect(answer.reason).toContain(`project ${roll.cuts[0]!.projectNumber}`);
  });

  it("refuses what is no roll label (400) and an own code no roll has (404)", async () => {
    const { roll } = firstPlainRoll(list);
    const ticket = await check(roll.rollId, "(00)387123450000000015");
    expect(ticket.status).toBe(400);
    expect(await json(ticket)).toMatchObject({ title: "Not a roll label" });
    expect((await check(roll.rollId, "ROL-999999")).status).toBe(404);
    expect((await check(roll.rollId, roll.code, employee(["packer"], [cutId]))).status).toBe(403);
  });
});

describe("a cut confirmed by its ticket", () => {
  let target: { roll: CutListRoll; fabric: CutList["fabrics"][number] };
  let first: CutAnswer;
  // Demo stock has part-used rolls with cuts of their own.
  let cutsBefore = 0;

  it("shortens the roll by the piece's strip and writes the cut event with the plan's figures", async () => {
    target = firstPlainRoll(list);
    cutsBefore = (await cutEventsOf(target.roll.rollId)).length;
    const piece = target.roll.cuts[0]!;
    const response = await cut(
      target.roll.rollId,
      { departmentId: cutId, productionPolygonId: piece.productionPolygonId },
      { key: "cut-list-first-0001" },
    );
    expect(response.status).toBe(200);
    first = await json<CutAnswer>(response);
    expect(first.cut.takenMm).toBe(piece.lengthMm);
    expect(first.roll.lengthLeftMm).toBe(target.roll.lengthLeftMm - piece.lengthMm);
    const boundLengthMm = Math.round((piece.lengthMm * target.fabric.lowerBoundMm) / target.fabric.usedMm);
    const events = await cutEventsOf(target.roll.rollId);
    expect(events).toHaveLength(cutsBefore + 1);
    expect(events.at(-1)).toMatchObject({ lengthMm: piece.lengthMm, lengthLeftMm: first.roll.lengthLeftMm });
    expect(events.at(-1)!.detail).toMatchObject({
      productionPolygonId: piece.productionPolygonId,
      plannedLengthMm: piece.lengthMm,
      boundLengthMm,
    });
  });

  it("keeps the roll's lot on the line's material entry", async () => {
    const piece = target.roll.cuts[0]!;
    const [lot] = await ctx.handle.db
      .select()
      .from(materialLots)
      .where(eq(materialLots.productionPolygonId, piece.productionPolygonId));
    expect(lot).toMatchObject({ lot: target.roll.lot, eanCode: target.fabric.materialCode });
    expect(first.lot).toMatchObject({ lot: target.roll.lot });
  });

  it("is not applied twice when sent again with the same Idempotency-Key", async () => {
    const piece = target.roll.cuts[0]!;
    const again = await cut(
      target.roll.rollId,
      { departmentId: cutId, productionPolygonId: piece.productionPolygonId },
      { key: "cut-list-first-0001" },
    );
    expect(again.status).toBe(200);
    expect(await json<CutAnswer>(again)).toEqual(first);
    expect((await stockRoll(target.roll.code)).lengthLeftMm).toBe(first.roll.lengthLeftMm);
    expect(await cutEventsOf(target.roll.rollId)).toHaveLength(cutsBefore + 1);
  });

  it("makes the next plan start from the shorter roll, without the piece cut", async () => {
    const next = await cutListNow();
    const piece = target.roll.cuts[0]!;
    // The roll is still planned (it had more cuts than the one made): at the length the cut left.
    expect(target.roll.cuts.length).toBeGreaterThan(1);
    const same = rollsOf(next).find((r) => r.roll.rollId === target.roll.rollId);
    expect(same, `roll ${target.roll.rollId} in the next plan`).toBeDefined();
    expect(same!.roll.lengthLeftMm).toBe(first.roll.lengthLeftMm);
    const left = rollsOf(next).flatMap((r) =>
      r.roll.cuts.filter((c) => c.productionPolygonId === piece.productionPolygonId),
    );
    expect(left).toHaveLength(first.piecesLeft);
  });

  it("is done at cutting once all the line's pieces are cut", async () => {
    const piece = target.roll.cuts[0]!;
    let answer = first;
    while (answer.piecesLeft > 0) {
      const next = rollsOf(await cutListNow()).find((r) =>
        r.roll.cuts.some((c) => c.productionPolygonId === piece.productionPolygonId),
      )!;
      const response = await cut(next.roll.rollId, {
        departmentId: cutId,
        productionPolygonId: piece.productionPolygonId,
      });
      expect(response.status).toBe(200);
      answer = await json<CutAnswer>(response);
    }
    expect(answer.steps.at(-1)).toBe("finish");
    const polygon = await ctx.upstream.polygon.getById({ id: piece.productionPolygonId });
    const work = (
      await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygon.id })
    ).find((w) => w.productionDepartmentId === cutId);
    expect(work?.finishAt).toBeTruthy();
    // No longer waiting at cutting: the next plan has none of its pieces.
    const after = rollsOf(await cutListNow()).flatMap((r) => r.roll.cuts);
    expect(after.some((c) => c.productionPolygonId === piece.productionPolygonId)).toBe(false);
  });

  it("takes two different pieces for two scans of one ticket sent at once, and the later one finds the line cut", async () => {
    const rolls = rollsOf(await cutListNow());
    const twice = rolls
      .flatMap(({ roll }) => roll.cuts.map((c) => ({ roll, line: c.productionPolygonId })))
      .find(
        ({ roll, line }) =>
          rolls.flatMap((r) => r.roll.cuts).filter((c) => c.productionPolygonId === line).length === 2 &&
          roll.cuts.filter((c) => c.productionPolygonId === line && c.offsetMm !== null).length === 2 &&
          roll.cuts
            .filter((c) => c.productionPolygonId === line)
            .every((p) => roll.cuts.filter((c) => c.offsetMm === p.offsetMm).length === 1),
      )!;
    const body = { departmentId: cutId, productionPolygonId: twice.line };
    const answers = await Promise.all([cut(twice.roll.rollId, body), cut(twice.roll.rollId, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map((r) => json<CutAnswer>(r)));
    expect([a!.piecesLeft, b!.piecesLeft].sort()).toEqual([0, 1]);
    expect([...a!.steps, ...b!.steps]).toContain("finish");
    const taken = twice.roll.cuts.filter((c) => c.productionPolygonId === twice.line).map((c) => c.lengthMm);
    expect((await stockRoll(twice.roll.code)).lengthLeftMm).toBe(
      twice.roll.lengthLeftMm - taken[0]! - taken[1]!,
    );
  });

  it("refuses a ticket the plan does not cut from this roll (409), a packer (403) and bad input (400)", async () => {
    const rolls = rollsOf(await cutListNow());
    const [a, b] = rolls;
    const elsewhere = b!.roll.cuts.find(
      (c) => !a!.roll.cuts.some((x) => x.productionPolygonId === c.productionPolygonId),
    )!;
    const refused = await cut(a!.roll.rollId, {
      departmentId: cutId,
      productionPolygonId: elsewhere.productionPolygonId,
    });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ title: "Niet uit deze rol" });
    const body = { departmentId: cutId, productionPolygonId: a!.roll.cuts[0]!.productionPolygonId };
    expect((await cut(a!.roll.rollId, body, { as: employee(["packer"], [cutId]) })).status).toBe(403);
    const bad = await cut(a!.roll.rollId, { departmentId: cutId, productionPolygonId: "P000001" });
    expect(bad.status).toBe(400);
    const problem = await json<{ errors?: Record<string, string[]> }>(bad);
    expect(problem.errors?.productionPolygonId?.length).toBeGreaterThan(0);
    expect((await stockRoll(a!.roll.code)).lengthLeftMm).toBe(a!.roll.lengthLeftMm);
  });
});
