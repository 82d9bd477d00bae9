// A way out that loses nothing (issue 42, item 2), on the demo workshop's
// cutting queue: another roll of the planned roll's lot is accepted and a
// ticket cut on it takes the planned strip (the plan follows it); a roll
// missing or damaged is set aside with its length, audited, out of the next
// plan and on the supervisor's card; a leftover of 0 mm (or far below the
// length left) is refused unconfirmed, and confirmed it counts all the roll
// had left as waste in the fabric figures.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutListRoute from "@/app/api/cutting/cut-list/route";
import * as figuresRoute from "@/app/api/cutting/figures/route";
import * as checkRoute from "@/app/api/cutting/rolls/[id]/check/route";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as leftoverRoute from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as setAsideRoute from "@/app/api/cutting/rolls/[id]/set-aside/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import type { CutList, RollCheck } from "@/lib/cutting/cut-list/schemas";
import type { FabricFigures } from "@/lib/cutting/figures/schemas";
import { planSettled } from "@/lib/cutting/queue/kept-plans";
import { auditLog, rollEvents } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
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
  status: string;
  place: string | null;
};

let cutId = 0;
let cutter: ReturnType<typeof employee>;
let supervisor: ReturnType<typeof employee>;

const post = async (url: string, body: unknown, as = cutter) => apiRequest(url, { method: "POST", as, body });
/** The cut list once the plan that follows the last change is made (a read starts it). */
const cutListNow = async () => {
  const read = async () =>
    cutListRoute.GET(await apiRequest(`/api/cutting/cut-list?departmentId=${cutId}`, { as: cutter }));
  await read();
  await planSettled(ctx.handle.db, cutId);
  const response = await read();
  expect(response.status).toBe(200);
  return json<CutList>(response);
};
const check = async (rollId: number, code: string) =>
  checkRoute.POST(
    await post(`/api/cutting/rolls/${rollId}/check`, { departmentId: cutId, code }),
    routeParams({ id: rollId }),
  );
const cut = async (rollId: number, productionPolygonId: number) =>
  cutsRoute.POST(
    await post(`/api/cutting/rolls/${rollId}/cuts`, { departmentId: cutId, productionPolygonId }),
    routeParams({ id: rollId }),
  );
const setAside = async (rollId: number, body: Record<string, unknown>) =>
  setAsideRoute.POST(
    await post(`/api/cutting/rolls/${rollId}/set-aside`, { departmentId: cutId, ...body }),
    routeParams({ id: rollId }),
  );
const leave = async (rollId: number, body: Record<string, unknown>) =>
  leftoverRoute.POST(
    await post(`/api/cutting/rolls/${rollId}/leftover`, { departmentId: cutId, ...body }),
    routeParams({ id: rollId }),
  );
const stock = async (query: string) => {
  const response = await rollsRoute.GET(await apiRequest(`/api/cutting/rolls?${query}`, { as: cutter }));
  return (await json<{ rolls: Roll[] }>(response)).rolls;
};
const figures = async () =>
  json<FabricFigures>(
    await figuresRoute.GET(await apiRequest("/api/cutting/figures?days=1&weeks=1", { as: supervisor })),
  );
const plannedRolls = (list: CutList) => list.fabrics.flatMap((f) => f.rolls);

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  cutter = employee(["operator"], [cutId]);
  supervisor = employee(["supervisor"], []);
}, 120_000);

describe("use another roll", () => {
  it("accepts a roll of the planned roll's lot; a ticket cut on it takes the planned strip, and the plan follows", async () => {
    const list = await cutListNow();
    // A planned roll whose first cut is a strip of its own, with another roll of its lot in stock.
    let found: { planned: CutList["fabrics"][number]["rolls"][number]; other: Roll } | null = null;
    for (const planned of plannedRolls(list)) {
      const first = planned.cuts[0];
      if (!first || first.offsetMm !== 0 || planned.cuts.filter((c) => c.offsetMm === 0).length !== 1)
        continue;
      const [stockRoll] = await stock(`code=${planned.code}`);
      const others = (await stock(`materialCode=${stockRoll!.materialCode}&status=in-stock`)).filter(
        (r) => r.id !== planned.rollId && r.lot === planned.lot && r.lengthLeftMm >= first.lengthMm,
      );
      if (others[0]) {
        found = { planned, other: others[0] };
        break;
      }
    }
    expect(found, "a planned roll with another roll of its lot in stock").not.toBeNull();
    const { planned, other } = found!;
    const answer = await json<RollCheck>(await check(planned.rollId, other.code));
    expect(answer).toMatchObject({ isRight: true, verdict: "another-roll", roll: { rollId: other.id } });
    // The test employees speak Dutch: "Gebruik rol ROL-… in plaats van ROL-…", the fabric by name.
    expect(answer.reason).toContain(`Gebruik rol ${other.code} in plaats van ${planned.code}`);
    expect(answer.reason).not.toMatch(/\b\d{13}\b/);

    const piece = planned.cuts[0]!;
    const response = await cut(other.id, piece.productionPolygonId);
    expect(response.status).toBe(200);
    const outcome = await json<{
      roll: Roll;
      cut: { takenMm: number; plannedRollId: number };
      pieceNumber: number;
      pieceCount: number;
    }>(response);
    expect(outcome.cut).toMatchObject({ takenMm: piece.lengthMm, plannedRollId: planned.rollId });
    // "1 of n": the line's first piece, of as many as the plan has for it of this fabric (a lining counts apart).
    const ofLine = list.fabrics
      .filter((f) => f.rolls.some((r) => r.rollId === planned.rollId))
      .flatMap((f) => f.rolls)
      .flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === piece.productionPolygonId));
    expect(outcome).toMatchObject({ pieceNumber: 1, pieceCount: ofLine.length });
    expect(outcome.roll).toMatchObject({ id: other.id, lengthLeftMm: other.lengthLeftMm - piece.lengthMm });
    // The planned roll was not touched, and the next plan no longer lays this piece on it.
    expect((await stock(`code=${planned.code}`))[0]!.lengthLeftMm).toBe(planned.lengthLeftMm);
    const next = await cutListNow();
    const onPlanned = plannedRolls(next)
      .filter((r) => r.rollId === planned.rollId)
      .flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === piece.productionPolygonId));
    const before = planned.cuts.filter((c) => c.productionPolygonId === piece.productionPolygonId).length;
    expect(onPlanned.length).toBeLessThan(before);
  });

  it("still refuses a roll of another fabric, naming both fabrics", async () => {
    const list = await cutListNow();
    const [a, b] = list.fabrics.filter((f) => f.rolls.length > 0 && f.materialName);
    const answer = await json<RollCheck>(await check(a!.rolls[0]!.rollId, b!.rolls[0]!.code));
    expect(answer).toMatchObject({ isRight: false, verdict: "wrong-material", roll: null });
    expect(answer.reason).toContain(a!.materialName!);
    expect(answer.reason).toContain(b!.materialName!);
  });
});

describe("a supplier's label that fits several rolls", () => {
  it("asks which one (place and length left); the one chosen, of the planned lot, is as good as the planned roll", async () => {
    const planned = plannedRolls(await cutListNow())[0]!;
    const [stockRoll] = await stock(`code=${planned.code}`);
    const register = async (place: string, metres: number) => {
      const code = `(01)${stockRoll!.gtin}(10)L-TWIN(8001)1400${String(metres).padStart(5, "0")}07601`;
      const response = await rollsRoute.POST(await post("/api/cutting/rolls", { code, place }));
      expect(response.status).toBe(201);
      return json<Roll>(response);
    };
    const a = await register("Rack T1", 40);
    const b = await register("Rack T2", 30);
    const label = `(01)${stockRoll!.gtin}(10)L-TWIN`;
    const answer = await json<RollCheck>(await check(a.id, label));
    expect(answer).toMatchObject({ isRight: false, verdict: "choose", roll: null });
    expect(answer.candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rollId: a.id, place: "Rack T1", lengthLeftMm: 40_000 }),
        expect.objectContaining({ rollId: b.id, place: "Rack T2", lengthLeftMm: 30_000 }),
      ]),
    );
    // Chosen by its own code: the planned roll is right; the other roll of its lot stands in for it.
    expect(await json<RollCheck>(await check(a.id, a.code))).toMatchObject({ verdict: "right" });
    expect(await json<RollCheck>(await check(a.id, b.code))).toMatchObject({
      isRight: true,
      verdict: "another-roll",
    });
  });
});

describe("a roll missing or damaged", () => {
  it("sets a missing roll aside with its length: audited, out of the plan, on the supervisor's card", async () => {
    const planned = plannedRolls(await cutListNow())[0]!;
    const response = await setAside(planned.rollId, { reason: "missing", note: "Not on rack A1" });
    expect(response.status).toBe(200);
    expect((await json<{ roll: Roll }>(response)).roll).toMatchObject({
      status: "set-aside",
      lengthLeftMm: planned.lengthLeftMm,
    });
    const [audit] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "roll.set-aside"));
    expect(audit).toBeDefined();
    const next = await cutListNow();
    expect(plannedRolls(next).some((r) => r.rollId === planned.rollId)).toBe(false);
    const card = await figures();
    expect(card.setAside).toContainEqual(
      expect.objectContaining({
        rollId: planned.rollId,
        reason: "missing",
        note: "Not on rack A1",
        lengthLeftMm: planned.lengthLeftMm,
      }),
    );
    // Nothing became waste or used: the roll keeps its metres.
    expect(card.days.at(-1)!.wasteMm).toBe(0);
    expect((await setAside(planned.rollId, { reason: "missing", note: "again" })).status).toBe(409);
  });

  it("asks a damaged roll's good length (400 without it or beyond the roll), and keeps it", async () => {
    const planned = plannedRolls(await cutListNow())[0]!;
    const without = await setAside(planned.rollId, { reason: "damaged", note: "Water stain" });
    expect(without.status).toBe(400);
    const tooLong = await setAside(planned.rollId, {
      reason: "damaged",
      note: "Water stain",
      goodLengthMm: planned.lengthLeftMm + 1,
    });
    expect(tooLong.status).toBe(400);
    const response = await setAside(planned.rollId, {
      reason: "damaged",
      note: "Water stain at 3 m",
      goodLengthMm: 3000,
    });
    expect(response.status).toBe(200);
    const card = await figures();
    expect(card.setAside[0]).toMatchObject({ rollId: planned.rollId, reason: "damaged", goodLengthMm: 3000 });
  });
});

describe("a leftover far below the length left", () => {
  it("refuses 0 mm unconfirmed (409, nothing changes); confirmed, all the roll had left is waste in the figures", async () => {
    const planned = plannedRolls(await cutListNow())[0]!;
    const wasteBefore = (await figures()).days.at(-1)!.wasteMm;
    const refused = await leave(planned.rollId, { lengthMm: 0 });
    expect(refused.status).toBe(409);
    expect((await json<{ detail: string }>(refused)).detail).toContain(`${planned.lengthLeftMm}`);
    expect((await stock(`code=${planned.code}`))[0]).toMatchObject({
      status: "in-stock",
      lengthLeftMm: planned.lengthLeftMm,
    });
    const ended = await leave(planned.rollId, { lengthMm: 0, confirmed: true });
    expect(ended.status).toBe(200);
    expect(await json(ended)).toMatchObject({ offcut: null, shortfallMm: planned.lengthLeftMm });
    const events = await ctx.handle.db
      .select()
      .from(rollEvents)
      .where(and(eq(rollEvents.rollId, planned.rollId), eq(rollEvents.kind, "waste")));
    expect(events.map((e) => e.lengthMm)).toEqual([planned.lengthLeftMm]);
    const day = (await figures()).days.at(-1)!;
    expect(day.wasteMm - wasteBefore).toBe(planned.lengthLeftMm);
    expect(day.wastePercent).toBeGreaterThan(0);
  });

  it("asks for a leftover far below, but not for one near the length left", async () => {
    const planned = plannedRolls(await cutListNow())[0]!;
    const far = await leave(planned.rollId, { lengthMm: Math.round(planned.lengthLeftMm / 2) });
    expect(far.status).toBe(409);
    const near = await leave(planned.rollId, { lengthMm: planned.lengthLeftMm - 100 });
    expect(near.status).toBe(200);
    expect(await json(near)).toMatchObject({ shortfallMm: 100 });
  });
});
