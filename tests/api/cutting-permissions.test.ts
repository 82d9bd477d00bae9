// Fabric stock only where the employee cuts (issue 40, item 2), on the demo
// workshop: every roll route acts for the operators of a cutting department,
// supervisors and admins (403 for anyone else, the sewer included); a cut,
// a cut plan, its CSV and the cut list exist only at a department that cuts
// (400, 404 for no department at all), and a refusal changes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as cutListRoute from "@/app/api/cutting/cut-list/route";
import * as planRoute from "@/app/api/cutting/plan/route";
import * as planCsvRoute from "@/app/api/cutting/plan.csv/route";
import * as checkRoute from "@/app/api/cutting/rolls/[id]/check/route";
import * as cutsRoute from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as leftoverRoute from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as rollsRoute from "@/app/api/cutting/rolls/route";
import { cpqFabricFacts } from "@/lib/cutting/queue/cpq-facts";
import { cuttingPlanOf } from "@/lib/cutting/queue/plan-of-queue";
import { materialLots, rollEvents, rolls } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams } from "../support/api-session";
import { setUpCuttingRoutes } from "../support/demo-cutting-database";

const now = new Date("2026-03-10T07:00:00.000Z");
const seed = 20261126;
// The demo data is made at "now": the clock is fixed before any of it is made (only Date; timers run).
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpCuttingRoutes(seed, now);

type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };
type Who = ReturnType<typeof employee>;

let cutId = 0;
let sewId = 0;
let sewer: Who;
let cutter: Who;
const supervisor = employee(["supervisor"]);
/** A piece the sewing department's own "plan" cut from a roll: what the sewer sent on today's code. */
let sewingPiece: { rollId: number; productionPolygonId: number };
/** A new roll's label of a demo fabric (its GTIN from the stock). */
let label = "";

const post = async (path: string, as: Who, body: unknown) => apiRequest(path, { method: "POST", as, body });
const rollState = async (rollId: number) => {
  const [row] = await ctx.handle.db
    .select({ status: rolls.status, lengthLeftMm: rolls.lengthLeftMm })
    .from(rolls)
    .where(eq(rolls.id, rollId));
  const events = await ctx.handle.db.select().from(rollEvents).where(eq(rollEvents.rollId, rollId));
  return { ...row, events: events.length };
};
const leftover = async (rollId: number, as: Who, body: unknown) =>
  leftoverRoute.POST(
    await post(`/api/cutting/rolls/${rollId}/leftover`, as, body),
    routeParams({ id: rollId }),
  );
const cut = async (rollId: number, as: Who, body: unknown) =>
  cutsRoute.POST(await post(`/api/cutting/rolls/${rollId}/cuts`, as, body), routeParams({ id: rollId }));
const check = async (rollId: number, as: Who, body: unknown) =>
  checkRoute.POST(await post(`/api/cutting/rolls/${rollId}/check`, as, body), routeParams({ id: rollId }));
const register = async (as: Who, body: unknown) =>
  rollsRoute.POST(await post("/api/cutting/rolls", as, body));
const inStockRoll = async () => {
  const [roll] = await ctx.handle.db
    .select({ id: rolls.id })
    .from(rolls)
    .where(and(eq(rolls.status, "in-stock"), eq(rolls.isOffcut, false)))
    .limit(1);
  return roll!.id;
};

beforeAll(async () => {
  const departments = await ctx.upstream.department.getAll();
  cutId = departments.find((d) => d.code === "CUT")!.id;
  sewId = departments.find((d) => d.code === "SEW")!.id;
  sewer = employee(["operator"], [sewId]);
  cutter = employee(["operator"], [cutId]);
  const [stock] = await ctx.handle.db.select({ gtin: rolls.gtin }).from(rolls).limit(1);
  label = `(01)${stock!.gtin}(10)PERM-1(8001)14000005007601`;
  // The plan today's code made for sewing's own queue (no route gives it any more).
  const plan = await cuttingPlanOf(ctx.handle.db, ctx.upstream, sewId, {
    minOffcutMm: 500,
    factsOf: cpqFabricFacts(ctx.upstream),
  });
  const roll = plan.fabrics.flatMap((f) => f.rolls).find((r) => r.cuts.length > 0);
  sewingPiece = { rollId: roll!.rollId, productionPolygonId: roll!.cuts[0]!.productionPolygonId };
}, 120_000);

describe("the sewer (an operator of a department that does not cut)", () => {
  it("cannot end a roll: no leftover without a department, none with sewing's, and the roll stays", async () => {
    const rollId = await inStockRoll();
    const before = await rollState(rollId);
    const bare = await leftover(rollId, sewer, { lengthMm: 100 });
    expect(bare.status).toBe(403);
    expect(await json<Problem>(bare)).toMatchObject({ title: "Not a cutter" });
    expect((await leftover(rollId, sewer, { lengthMm: 100, departmentId: sewId })).status).toBe(403);
    expect(await rollState(rollId)).toEqual(before);
  });

  it("cannot cut at sewing: the roll, the line's lot and its place in sewing stay as they were", async () => {
    const { rollId, productionPolygonId } = sewingPiece;
    const before = await rollState(rollId);
    const workBefore = await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId });
    const response = await cut(rollId, sewer, { departmentId: sewId, productionPolygonId });
    expect(response.status).toBe(403);
    expect(await rollState(rollId)).toEqual(before);
    const lots = await ctx.handle.db
      .select()
      .from(materialLots)
      .where(eq(materialLots.productionPolygonId, productionPolygonId));
    expect(lots).toEqual([]);
    expect(await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId })).toEqual(workBefore);
  });

  it("cannot register a roll (with or without a department), check one, or list the stock", async () => {
    expect((await register(sewer, { code: label })).status).toBe(403);
    expect((await register(sewer, { code: label, departmentId: sewId })).status).toBe(403);
    const rollId = await inStockRoll();
    expect((await check(rollId, sewer, { departmentId: sewId, code: "ROL-000001" })).status).toBe(403);
    const list = await rollsRoute.GET(await apiRequest("/api/cutting/rolls", { as: sewer }));
    expect(list.status).toBe(403);
  });

  it("gets no cut plan, CSV or cut list of sewing: 400 saying sewing does not cut", async () => {
    for (const [route, path] of [
      [planRoute, "/api/cutting/plan"],
      [planCsvRoute, "/api/cutting/plan.csv"],
      [cutListRoute, "/api/cutting/cut-list"],
    ] as const) {
      const response = await route.GET(await apiRequest(`${path}?departmentId=${sewId}`, { as: sewer }));
      expect(response.status, path).toBe(400);
      const problem = await json<Problem>(response);
      expect(problem.title).toBe("Not a cutting department");
      expect(problem.detail).toMatch(/does not cut fabric/);
      expect(problem.errors?.departmentId).toHaveLength(1);
    }
  });
});

describe("a cut happens only at a department whose work is cutting", () => {
  it("refuses a supervisor's cut and check at sewing (400), and a department no one has (404)", async () => {
    const { rollId, productionPolygonId } = sewingPiece;
    const before = await rollState(rollId);
    const atSewing = await cut(rollId, supervisor, { departmentId: sewId, productionPolygonId });
    expect(atSewing.status).toBe(400);
    expect(await json<Problem>(atSewing)).toMatchObject({ title: "Not a cutting department" });
    expect((await check(rollId, supervisor, { departmentId: sewId, code: "ROL-000001" })).status).toBe(400);
    const nowhere = await cut(rollId, supervisor, { departmentId: 999_999, productionPolygonId });
    expect(nowhere.status).toBe(404);
    const plan = await planRoute.GET(
      await apiRequest(`/api/cutting/plan?departmentId=${sewId}`, { as: supervisor }),
    );
    expect(plan.status).toBe(400);
    expect(await rollState(rollId)).toEqual(before);
  });

  it("refuses a cutter at sewing's station (403, not their department)", async () => {
    const { rollId, productionPolygonId } = sewingPiece;
    const response = await cut(rollId, cutter, { departmentId: sewId, productionPolygonId });
    expect(response.status).toBe(403);
    expect(await json<Problem>(response)).toMatchObject({ title: "Not your department" });
  });
});

describe("the cutter and the office keep the stock", () => {
  it("lets a cutter register (without naming the station) and list rolls, and a supervisor end one", async () => {
    const response = await register(cutter, { code: label });
    expect(response.status).toBe(201);
    const roll = await json<{ id: number }>(response);
    const list = await rollsRoute.GET(await apiRequest("/api/cutting/rolls?status=in-stock", { as: cutter }));
    expect(list.status).toBe(200);
    const ended = await leftover(roll.id, supervisor, { lengthMm: 100, confirmed: true });
    expect(ended.status).toBe(200);
    expect(await rollState(roll.id)).toMatchObject({ status: "waste", lengthLeftMm: 0 });
  });

  it("gives the cutter the cut plan of cutting", async () => {
    const response = await planRoute.GET(
      await apiRequest(`/api/cutting/plan?departmentId=${cutId}`, { as: cutter }),
    );
    expect(response.status).toBe(200);
  });
});
