// The cut plan of the demo workshop's cutting queue (GET /api/cutting/plan and
// its CSV): every cut lies within its roll as the stock has it, the independent
// checker (lib/cutting/plan/check.ts) passes, offcuts are cut before unopened
// rolls whenever a piece fits, no fabric uses less than its lower bound, every
// waiting line is either cut or named with its reason, and a packer is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as planRoute from "@/app/api/cutting/plan/route";
import * as planCsvRoute from "@/app/api/cutting/plan.csv/route";
import { checkPlan } from "@/lib/cutting/plan/check";
import type { FabricPlan } from "@/lib/cutting/plan/schemas";
import { fabricBatchesOf, type FabricBatch } from "@/lib/cutting/queue/plan-of-queue";
import { cpqFabricFacts } from "@/lib/cutting/queue/cpq-facts";
import { cutAmountsOf } from "@/lib/cutting/queue/line-amounts";
import { cuttingQueueLines, type QueueLine } from "@/lib/cutting/queue/queue-lines";
import type { CuttingPlan, QueueFabricPlan } from "@/lib/cutting/queue/schemas";
import { apiRequest, employee, json } from "../support/api-session";
import { parseCsv } from "../support/csv";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
// The demo data is made at "now": the clock is fixed before any of it is made (only Date; timers run).
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);

let cutId = 0;
let plan: CuttingPlan;
let batches: FabricBatch[];
let waitingIds: number[];
let lines: QueueLine[];

const get = async (path: string, as = employee(["operator"], [cutId])) =>
  (path.includes(".csv") ? planCsvRoute : planRoute).GET(await apiRequest(path, { as }));

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  const response = await get(`/api/cutting/plan?departmentId=${cutId}`);
  expect(response.status).toBe(200);
  plan = await json<CuttingPlan>(response);
  lines = await cuttingQueueLines(ctx.handle.db, ctx.upstream, cutId);
  waitingIds = lines.map((l) => l.productionPolygonId);
  ({ batches } = await fabricBatchesOf(ctx.handle.db, lines));
}, 120_000);

const cutsOf = (fabric: QueueFabricPlan) =>
  fabric.rolls.flatMap((r) => r.cuts.map((cut) => ({ roll: r, cut })));
const allCuts = () => plan.fabrics.flatMap(cutsOf);

/** The answer as the checker reads it: each cut matched to a piece of its line (same size, as laid or turned). */
function asCheckedPlan(fabric: QueueFabricPlan, batch: FabricBatch): FabricPlan {
  const left = [...batch.pieces];
  const take = (polygonId: number, a: number, b: number) => {
    const at = left.findIndex(
      (p) =>
        p.productionPolygonId === polygonId &&
        ((p.lengthMm === a && p.widthMm === b) || (p.lengthMm === b && p.widthMm === a)),
    );
    return at < 0 ? `missing-${polygonId}` : left.splice(at, 1)[0]!.id;
  };
  const rolls = fabric.rolls.map((r) => ({
    ...r,
    rollId: String(r.rollId),
    lot: batch.stock.find((s) => s.id === String(r.rollId))?.lot ?? "?",
    isNew: false,
    cuts: r.cuts.map((c) => ({ ...c, pieceId: take(c.productionPolygonId, c.lengthMm, c.widthMm) })),
  }));
  const named = new Set(fabric.unplanned.map((u) => u.productionPolygonId));
  const unplanned = left
    .filter((p) => named.has(p.productionPolygonId))
    .map((p) => ({ productionPolygonId: p.productionPolygonId, pieceId: p.id, reason: "unplanned" }));
  return { ...fabric, eanCode: fabric.eanCode ?? undefined, gapPercent: 0, rolls, unplanned };
}

describe("GET /api/cutting/plan on the demo workshop's queue", () => {
  it("plans the waiting lines on rolls in stock, and accounts for every waiting line", () => {
    expect(waitingIds.length).toBeGreaterThan(5);
    expect(allCuts().length).toBeGreaterThan(5);
    const cut = new Set(allCuts().map(({ cut }) => cut.productionPolygonId));
    const named = new Set(plan.fabrics.flatMap((f) => f.unplanned.map((u) => u.productionPolygonId)));
    expect(waitingIds.filter((id) => !cut.has(id) && !named.has(id))).toEqual([]);
    for (const f of plan.fabrics) for (const u of f.unplanned) expect(u.reason).toMatch(/^[A-Z].{10,}\.$/);
    // A rail is sawn, not cut from fabric: its materials are taken, with their quantity, not "not plannable".
    for (const f of plan.fabrics) for (const u of f.unplanned) expect(u.reason).not.toMatch(/no cut rule/);
    const takes = plan.takes ?? [];
    expect(takes.some((t) => /^Gordijnrail KS/.test(t.name ?? "") && t.quantity?.unit === "m")).toBe(true);
    // No line's fabric cut from a roll is also taken: the two lists do not share a material of a line.
    const cutOfLine = new Set(allCuts().map(({ cut }) => cut.productionPolygonId));
    const fabricCodes = new Set(plan.fabrics.map((f) => f.materialCode));
    for (const t of takes.filter((t) => cutOfLine.has(t.productionPolygonId)))
      expect(fabricCodes.has(t.eanCode ?? ""), `${t.productionPolygonId} ${t.name}`).toBe(false);
  });

  it("plans a line's lining as well as its face fabric, and its ticket shows the plan's pieces", async () => {
    const fabricsOf = new Map<number, string[]>();
    for (const l of lines)
      if (l.fabric)
        fabricsOf.set(l.productionPolygonId, [
          ...(fabricsOf.get(l.productionPolygonId) ?? []),
          l.fabric.eanCode,
        ]);
    const planned = (id: number, eanCode: string) =>
      plan.fabrics
        .filter((f) => f.materialCode === eanCode)
        .flatMap((f) => f.rolls.flatMap((r) => r.cuts.filter((c) => c.productionPolygonId === id)))
        .map((c) => [c.lengthMm, c.widthMm].sort((a, b) => b - a).join("x"))
        .sort();
    const lined = [...fabricsOf].filter(([, codes]) => codes.length === 2).map(([id]) => id);
    expect(lined.length).toBeGreaterThan(0);
    const asked = lines
      .filter((l) => lined.includes(l.productionPolygonId))
      .map((l) => ({
        id: l.productionPolygonId,
        productionProjectId: l.productionProjectId,
        polygonId: l.polygonId,
      }));
    const amounts = await cutAmountsOf(ctx.handle.db, ctx.upstream, asked, {
      factsOf: cpqFabricFacts(ctx.upstream),
      tolerancePercent: 15,
    });
    let compared = 0;
    for (const id of lined) {
      const onTicket = amounts.get(id) ?? [];
      expect(onTicket.map((c) => c.eanCode).sort(), `line ${id}`).toEqual([...fabricsOf.get(id)!].sort());
      for (const cut of onTicket) {
        const pieces = cut.pieces
          .flatMap((g) =>
            Array.from({ length: g.count }, () => [g.lengthMm, g.widthMm].sort((a, b) => b - a).join("x")),
          )
          .sort();
        const inPlan = planned(id, cut.eanCode);
        // A line partly cut already (the demo's history), or not all on the stock, is compared where whole.
        if (inPlan.length !== pieces.length) continue;
        expect(inPlan, `line ${id}, ${cut.eanCode}`).toEqual(pieces);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1);
  });

  it("lays every cut within its roll as the stock has it (width, length left, lot)", async () => {
    const response = await (
      await import("@/app/api/cutting/rolls/route")
    ).GET(await apiRequest("/api/cutting/rolls?status=in-stock", { as: employee(["operator"], [cutId]) }));
    const { rolls } = await json<{
      rolls: { id: number; lot: string | null; widthMm: number; lengthLeftMm: number; isOffcut: boolean }[];
    }>(response);
    for (const { roll, cut } of allCuts()) {
      const stock = rolls.find((r) => r.id === roll.rollId)!;
      expect(stock, `roll ${roll.rollId}`).toBeDefined();
      expect([roll.widthMm, roll.lengthMm, roll.lot, roll.isOffcut]).toEqual([
        stock.widthMm,
        stock.lengthLeftMm,
        stock.lot,
        stock.isOffcut,
      ]);
      expect(cut.offsetMm + cut.lengthMm).toBeLessThanOrEqual(roll.lengthMm);
      expect(cut.acrossMm + cut.widthMm).toBeLessThanOrEqual(roll.widthMm);
    }
  });

  it("passes the independent checker, fabric by fabric", () => {
    for (const fabric of plan.fabrics.filter((f) => f.materialCode !== "")) {
      const batch = batches.find((b) => b.eanCode === fabric.materialCode)!;
      expect(checkPlan(asCheckedPlan(fabric, batch), batch), fabric.materialCode).toEqual([]);
    }
  });

  it("states a lower bound no more than the fabric used, and above zero when anything is cut", () => {
    for (const f of plan.fabrics) expect(f.lowerBoundMm).toBeLessThanOrEqual(f.usedMm);
    const cutFrom = plan.fabrics.filter((f) => f.rolls.length > 0);
    expect(cutFrom.length).toBeGreaterThan(0);
    for (const f of cutFrom) expect(f.lowerBoundMm, f.materialCode).toBeGreaterThan(0);
  });

  it("cuts from an offcut before an unopened roll of the same lot whenever a piece would fit it", () => {
    let offcutsUsed = 0;
    for (const fabric of plan.fabrics.filter((f) => f.materialCode !== "")) {
      const batch = batches.find((b) => b.eanCode === fabric.materialCode)!;
      const usedIds = new Set(fabric.rolls.map((r) => String(r.rollId)));
      offcutsUsed += fabric.rolls.filter((r) => r.isOffcut).length;
      for (const offcut of batch.stock.filter((s) => s.isOffcut && !usedIds.has(s.id))) {
        const unopened = fabric.rolls.filter((r) => {
          const roll = batch.rolls.get(String(r.rollId))!;
          return (
            !r.isOffcut && roll.lot === batch.rolls.get(offcut.id)!.lot && roll.lengthLeftMm === roll.lengthMm
          );
        });
        for (const { cut } of unopened.flatMap((r) => r.cuts.map((c) => ({ cut: c }))))
          expect(
            cut.lengthMm <= offcut.lengthMm && cut.widthMm <= offcut.widthMm,
            `piece of line ${cut.productionPolygonId} fits offcut ${offcut.id}`,
          ).toBe(false);
      }
    }
    // Offcuts are cut from, unless a fabric that leaves one unused that a piece would fit is at its
    // bound without it (pieces side by side in a roll's strip can beat cutting an offcut:
    // docs/cutting.md, "Side by side").
    const isAtBoundWithoutOffcut = plan.fabrics
      .filter((f) => f.materialCode !== "")
      .every((fabric) => {
        const batch = batches.find((b) => b.eanCode === fabric.materialCode)!;
        const usedIds = new Set(fabric.rolls.map((r) => String(r.rollId)));
        const unused = batch.stock.filter((s) => s.isOffcut && !usedIds.has(s.id));
        const wouldFit = fabric.rolls.some((r) =>
          r.cuts.some((c) => unused.some((o) => c.lengthMm <= o.lengthMm && c.widthMm <= o.widthMm)),
        );
        return !wouldFit || fabric.usedMm === fabric.lowerBoundMm;
      });
    expect(offcutsUsed > 0 || isAtBoundWithoutOffcut).toBe(true);
  });
});

describe("GET /api/cutting/plan.csv", () => {
  it("answers the same plan for a cutting table: a header row, then one row per cut", async () => {
    const response = await get(`/api/cutting/plan.csv?departmentId=${cutId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      "materialCode",
      "rollId",
      "lot",
      "rollWidthMm",
      "rollLengthMm",
      "isOffcut",
      "cut",
      "productionPolygonId",
      "offsetMm",
      "acrossMm",
      "lengthMm",
      "widthMm",
    ]);
    const expected = plan.fabrics.flatMap((f) =>
      f.rolls.flatMap((r) =>
        r.cuts.map((c, i) =>
          [f.materialCode, r.rollId, r.lot ?? "", r.widthMm, r.lengthMm, r.isOffcut, i + 1]
            .concat([c.productionPolygonId, c.offsetMm, c.acrossMm, c.lengthMm, c.widthMm])
            .map(String),
        ),
      ),
    );
    expect(rows).toEqual(expected);
  });
});

describe("who may see the plan", () => {
  it("refuses a packer (403) and an operator of another department", async () => {
    const packer = await get(`/api/cutting/plan?departmentId=${cutId}`, employee(["packer"], [cutId]));
    expect(packer.status).toBe(403);
    const elsewhere = await get(
      `/api/cutting/plan.csv?departmentId=${cutId}`,
      employee(["operator"], [cutId + 1]),
    );
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toMatchObject({ title: "Not your department" });
  });

  it("answers a supervisor the same plan", async () => {
    const response = await get(`/api/cutting/plan?departmentId=${cutId}`, employee(["supervisor"]));
    expect(await json<CuttingPlan>(response)).toEqual(plan);
  });
});
