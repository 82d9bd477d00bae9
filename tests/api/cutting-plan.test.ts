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
import { cuttingQueueLines } from "@/lib/cutting/queue/queue-lines";
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

const get = async (path: string, as = employee(["operator"], [cutId])) =>
  (path.includes(".csv") ? planCsvRoute : planRoute).GET(await apiRequest(path, { as }));

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  const response = await get(`/api/cutting/plan?departmentId=${cutId}`);
  expect(response.status).toBe(200);
  plan = await json<CuttingPlan>(response);
  const lines = await cuttingQueueLines(ctx.handle.db, ctx.upstream, cutId);
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
    // A rail is sawn, not cut from fabric: listed last, under no fabric, with the reason.
    expect(plan.fabrics.at(-1)).toMatchObject({ materialCode: "", eanCode: null, rolls: [] });
    expect(plan.fabrics.at(-1)!.unplanned[0]!.reason).toMatch(/^There is no cut rule for .*rail\.$/);
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
