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
import { metrics } from "@/lib/server/metrics";
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

/** What the upstream-call histogram holds per operation and status: its count and its sum (seconds). */
async function upstreamHistogram() {
  const figures = new Map<string, { count: number; sum: number }>();
  for (const { metricName, labels, value } of (await metrics().upstreamDuration.get()).values) {
    const key = `${labels.operation} ${labels.status}`;
    const figure = figures.get(key) ?? { count: 0, sum: 0 };
    if (metricName?.endsWith("_count")) figure.count = value;
    if (metricName?.endsWith("_sum")) figure.sum = value;
    figures.set(key, figure);
  }
  return figures;
}

/**
 * The step's answer and its upstream calls by operation (every call answered 2xx). Each call's
 * duration is a real measure: above zero (it went over HTTP), within the step's own time, and
 * what /metrics counted for it.
 */
async function counted(step: () => Promise<Response>) {
  const before = await upstreamHistogram();
  calls = [];
  const startedAt = performance.now();
  const response = await step();
  const stepMs = performance.now() - startedAt;
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  expect(calls.length).toBeGreaterThan(0);
  const byOperation: Record<string, number> = {};
  const expected = new Map<string, { count: number; sum: number }>();
  for (const call of calls) {
    expect(call.status, call.operation).toBeGreaterThanOrEqual(200);
    expect(call.status, call.operation).toBeLessThan(300);
    expect(call.durationMs, call.operation).toBeGreaterThan(0);
    expect(call.durationMs, call.operation).toBeLessThanOrEqual(stepMs);
    byOperation[call.operation] = (byOperation[call.operation] ?? 0) + 1;
    const key = `${call.operation} ${call.status}`;
    const figure = expected.get(key) ?? { count: 0, sum: 0 };
    figure.count += 1;
    figure.sum += call.durationMs / 1000;
    expected.set(key, figure);
  }
  const after = await upstreamHistogram();
  for (const [key, { count, sum }] of expected) {
    const was = before.get(key) ?? { count: 0, sum: 0 };
    expect(after.get(key)!.count - was.count, key).toBe(count);
    expect(after.get(key)!.sum - was.sum, key).toBeCloseTo(sum, 9);
  }
  return { response, byOperation };
}

const post = (path: string, as: typeof cutter, body?: unknown) =>
  apiRequest(path, { method: "POST", as, body });

const polygonId = () => ctx.ids.polygonIds[0];
const stationStep = async (route: typeof startRoute, step: string) =>
  route.POST(
    await post(`/api/departments/1/polygons/${polygonId()}/${step}`, cutter),
    routeParams({ id: 1, polygonId: polygonId() }),
  );
const match = async (entryId: number, body: unknown) =>
  matchedRoute.POST(
    await post(`/api/materials/${entryId}/matched`, matcher, body),
    routeParams({ id: entryId }),
  );

// In order, on one seeded workshop: each step finds what the one before left.
describe("upstream calls per floor step", () => {
  it("a station Start: the department, the polygon and its work once; the times, then the status; the polygon re-read by the write path; the job's order line", async () => {
    const { byOperation } = await counted(() => stationStep(startRoute, "start"));
    expect(byOperation).toEqual({
      "department/getbyid": 1,
      "polygon/getbyid": 2,
      "polygondepartment/getbypolygon": 2,
      "polygondepartment/update": 1,
      "status/setstatusforpolygons": 1,
      "projectexport/getorderspec": 1,
    });
  });

  it("a station Done: the same reads once, the two writes, the polygon re-read by the write path", async () => {
    const { byOperation } = await counted(() => stationStep(finishRoute, "finish"));
    expect(byOperation).toEqual({
      // The station's department, and again by the cut plan, which is made in the background
      // (lib/cutting/queue/kept-plans.ts) and reads for itself, not from the request's memo.
      "department/getbyid": 2,
      "polygon/getbyid": 2,
      "polygondepartment/getbypolygon": 1,
      "polygondepartment/update": 1,
      "status/setstatusforpolygons": 1,
      // Done at cutting asks the Cut list first (docs/cutting.md, "Done at the station"): its
      // queue is two status lists and the department's work, read here once and kept after.
      "status/getpolygonsforstatusvalue": 2,
      "polygondepartment/getbydepartment": 1,
    });
  });

  it("a pack scan of a polygon's last package answers with the panel /pack shows next", async () => {
    const { response, byOperation } = await counted(async () =>
      scanRoute.POST(await post("/api/pack/scan", packer, { barcode: "PKG-0001" })),
    );
    expect(byOperation).toEqual({
      "polygonpackage/getbybarcode": 1,
      "polygonpackage/update": 1,
      "polygonpackage/getbypolygon": 1,
      "polygon/getbyid": 2,
      "status/setstatusforpolygons": 1,
      "package/getall": 1,
      "status/getpolygonstatusinfoforwtpolygons": 1,
    });
    expect(await json(response)).toMatchObject({
      outcome: "packed",
      isPolygonPacked: true,
      panel: {
        id: polygonId(),
        projectNumber: "P-1001",
        statusValue: 600,
        isProjectComplete: false,
        packages: [
          { barcode: "PKG-0001", isPacked: true, packageType: "Doos", packedBy: packer.displayName },
        ],
      },
    });
  });

  it("an undo of that scan: the package checked, the status read and moved back, the package unpacked, the panel", async () => {
    const { byOperation } = await counted(async () => undoRoute.POST(await post("/api/pack/undo", packer)));
    expect(byOperation).toEqual({
      "polygonpackage/getbyid": 1,
      "polygon/getbyid": 2,
      "status/setstatusforpolygons": 1,
      "polygonpackage/update": 1,
      "polygonpackage/getbypolygon": 1,
      "package/getall": 1,
    });
  });

  it("a match from a roll label: the polygon and its project's materials, the write, the polygon re-read by the write path", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const label = { gtin: "08712345678906", lot: "LOT42" };
    const { byOperation } = await counted(() =>
      match(entryId, { isMatched: true, productionPolygonId: polygonId(), label }),
    );
    expect(byOperation).toEqual({
      "polygon/getbyid": 2,
      "matching/browse": 1,
      "polygon/setpolygonprojectmaterialmatched": 1,
    });
  });

  it("a match without a label: the write and the polygon re-read by the write path", async () => {
    const entryId = ctx.ids.materialEntryIds[1];
    const { byOperation } = await counted(() =>
      match(entryId, { isMatched: true, productionPolygonId: ctx.ids.polygonIds[1] }),
    );
    expect(byOperation).toEqual({ "polygon/setpolygonprojectmaterialmatched": 1, "polygon/getbyid": 1 });
  });
});
