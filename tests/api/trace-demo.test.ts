// The demo's cut history: a new demo workshop can trace lot L24-172 of the
// velours at once (several lines of different customers, some shipped), some
// line was cut from two lots, and the stock the planner cuts from is left as
// the demo stock made it. Made once; the same seed gives the same history.
import { describe, expect, it } from "vitest";
import * as lineRoute from "@/app/api/trace/lines/[productionPolygonId]/route";
import * as lotRoute from "@/app/api/trace/lots/[lot]/route";
import { demoRecallLot, ensureDemoCutHistory } from "@/lib/cutting/rolls/demo-cut-history";
import { listRolls } from "@/lib/cutting/rolls/rolls-store";
import { demoCutLines, demoFabrics } from "@/lib/server/embedded-api";
import type { LineTrace, LotTrace } from "@/lib/trace/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { ensureDemoRolls } from "@/lib/cutting/rolls/demo-stock";
import { prepareEmbeddedApi } from "@/lib/server/embedded-api";
import { ensureDefaultWorkflow } from "@/lib/workflow/store";
import { openTestDatabase } from "../support/test-database";

const seed = 20261123;
const now = new Date();
let stockBefore: string[] = [];
let outcome = "";

setUpApiRoutes({
  seed: false,
  database: async () => {
    // The default demo workshop: 40 projects.
    const handle = await openTestDatabase();
    await prepareEmbeddedApi(handle.db, { DEMO_DATA: true, DEMO_SEED: seed, DEMO_PROJECTS: 40 });
    await ensureDefaultWorkflow(handle.db);
    await ensureDemoRolls(handle.db, await demoFabrics(handle.db), { seed, now });
    const inStock = async () =>
      (await listRolls(handle.db, { status: "in-stock" })).map((r) => `${r.code} ${r.lengthLeftMm}`);
    stockBefore = await inStock();
    const fabrics = await demoFabrics(handle.db);
    const lines = await demoCutLines(
      handle.db,
      fabrics.map((f) => f.materialCode),
    );
    outcome = await ensureDemoCutHistory(handle.db, fabrics, lines, { seed, now });
    expect(await inStock()).toEqual(stockBefore);
    expect(await ensureDemoCutHistory(handle.db, fabrics, lines, { seed, now })).toBe(
      "skipped (history exists)",
    );
    return handle;
  },
});
const supervisor = { ...employee(["supervisor"]), locale: "en" as const };

describe("the demo's cut history", () => {
  it("lets a supervisor trace lot L24-172 of the velours to lines of several customers, some shipped", async () => {
    expect(outcome).toMatch(/^\d+ rolls, \d+ cuts of \d+ lines over \d+ days$/);
    const response = await lotRoute.GET(
      await apiRequest(`/api/trace/lots/${demoRecallLot}`, { as: supervisor }),
      routeParams({ lot: demoRecallLot }),
    );
    expect(response.status).toBe(200);
    const trace = await json<LotTrace>(response);
    expect(trace.rolls.length).toBeGreaterThan(0);
    expect(trace.rolls.every((r) => r.materialName?.startsWith("Velours"))).toBe(true);
    expect(trace.lines.length).toBeGreaterThanOrEqual(3);
    expect(new Set(trace.lines.map((l) => l.customer)).size).toBeGreaterThanOrEqual(2);
    expect(trace.lines.some((l) => l.shipped)).toBe(true);
    expect(trace.lines.some((l) => !l.shipped)).toBe(true);
    // Every metre cut is a line's: the rolls' cuts add up to the lines'.
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(trace.rolls.map((r) => r.cutMm))).toBe(sum(trace.lines.map((l) => l.cutMm)));
  });

  it("has a line cut from two lots, and the line's page lists both", async () => {
    const trace = await json<LotTrace>(
      await lotRoute.GET(
        await apiRequest(`/api/trace/lots/${demoRecallLot}`, { as: supervisor }),
        routeParams({ lot: demoRecallLot }),
      ),
    );
    const lots = await Promise.all(
      trace.lines.map(async (line) =>
        json<LineTrace>(
          await lineRoute.GET(
            await apiRequest(`/api/trace/lines/${line.productionPolygonId}`, { as: supervisor }),
            routeParams({ productionPolygonId: line.productionPolygonId }),
          ),
        ),
      ),
    );
    const twoLots = lots.find((l) => new Set(l.lots.map((lot) => lot.lot)).size >= 2);
    expect(twoLots?.lots.map((lot) => lot.lot)).toContain(demoRecallLot);
  });
});
