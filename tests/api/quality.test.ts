// Quality checks at the station (issue 44, docs/quality.md): the demo's
// checklists at QC; Done refused (409) until this visit's checks pass; pass
// and fail worked out against the order (inside, on the edge, outside the
// tolerance); a fail's reason and destination (back to sewing, or on hold);
// a supervisor's audited pass and 403 for anyone else; an Idempotency-Key's
// repeat counted once; the line's results and photos; first-pass yield.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as releaseRoute from "@/app/api/holds/[id]/release/route";
import * as lineChecksRoute from "@/app/api/quality/departments/[id]/lines/[polygonId]/route";
import * as resultsRoute from "@/app/api/quality/departments/[id]/lines/[polygonId]/results/route";
import * as passRoute from "@/app/api/quality/departments/[id]/lines/[polygonId]/pass/route";
import * as lineResultsRoute from "@/app/api/quality/lines/[productionPolygonId]/results/route";
import * as photoRoute from "@/app/api/quality/photos/[id]/route";
import * as figuresRoute from "@/app/api/quality/figures/route";
import * as paretoRoute from "@/app/api/reasons/pareto/route";
import { auditLog, qualityResults, reasonEvents } from "@/lib/db/schema";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { ensureDemoChecklists } from "@/lib/quality/demo-checklists";
import type { Figures, QualityResult, StationChecks } from "@/lib/quality/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { ensureQcDepartment, makeLine } from "../support/quality-lines";

// A Tuesday of ISO week 11: the figures' week does not depend on the day the test runs.
const now = new Date("2026-03-10T07:00:00.000Z");
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
let qcId = 0;
let sewId = 0;
let operator: ReturnType<typeof employee>;
let otherOperator: ReturnType<typeof employee>;
const supervisor = employee(["supervisor"]);
const packer = employee(["packer"]);

const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3,
]).toString("base64");
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString("base64");

const curtain = (widthMm = 1500, dropMm = 2400) =>
  makeLine(ctx.handle.db, ctx.upstream, { product: "Curtain", widthMm, dropMm, statusValue: 390 });

const status = async (polygonId: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id: polygonId }))?.productionStatusValue;

const lineChecks = async (polygonId: number, as = operator) =>
  lineChecksRoute.GET(
    await apiRequest(`/api/quality/departments/${qcId}/lines/${polygonId}`, { as }),
    routeParams({ id: qcId, polygonId }),
  );

async function submit(
  polygonId: number,
  body: unknown,
  options: { as?: typeof operator; key?: string } = {},
) {
  const request = await apiRequest(`/api/quality/departments/${qcId}/lines/${polygonId}/results`, {
    method: "POST",
    as: options.as ?? operator,
    body,
  });
  if (options.key) request.headers.set("idempotency-key", options.key);
  return resultsRoute.POST(request, routeParams({ id: qcId, polygonId }));
}

const done = async (polygonId: number, as = operator, route: typeof finishRoute = finishRoute) =>
  route.POST(
    await apiRequest(`/api/departments/${qcId}/polygons/${polygonId}/finish`, { method: "POST", as }),
    routeParams({ id: qcId, polygonId }),
  );

const pass = async (polygonId: number, as: typeof operator, remark = "Measured again by hand: fine") =>
  passRoute.POST(
    await apiRequest(`/api/quality/departments/${qcId}/lines/${polygonId}/pass`, {
      method: "POST",
      as,
      body: { remark },
    }),
    routeParams({ id: qcId, polygonId }),
  );

/** The values of the demo curtain checklist: width, drop, photo. */
async function curtainValues(polygonId: number, widthMm: number, dropMm: number, photos = [jpeg]) {
  const checks = await json<StationChecks>(await lineChecks(polygonId));
  const byMeasure = (m: string) => checks.checks.find((c) => c.measure === m)!.id;
  const photo = checks.checks.find((c) => c.kind === "photo")!.id;
  return {
    checks,
    values: [
      { checkId: byMeasure("width"), valueMm: widthMm },
      { checkId: byMeasure("drop"), valueMm: dropMm },
      ...(photos.length
        ? [{ checkId: photo, photos: photos.map((base64) => ({ type: "image/jpeg", base64 })) }]
        : []),
    ],
  };
}

let tooShortReasonId = 0;

beforeAll(async () => {
  qcId = await ensureQcDepartment(ctx.handle.db);
  sewId = ctx.ids.departments.SEW;
  operator = employee(["operator"], [qcId]);
  otherOperator = employee(["operator"], [ctx.ids.departments.CUT]);
  expect(await ensureDemoChecklists(ctx.handle.db, { QC: qcId })).toBe("6 checklists at QC");
  // Kept once: an admin's later changes stand.
  expect(await ensureDemoChecklists(ctx.handle.db, { QC: qcId })).toBe("skipped (kept before)");
  const line = await curtain();
  const checks = await json<StationChecks>(await lineChecks(line));
  tooShortReasonId = checks.reasons.find((r) => r.code === "too-short")!.id;
});

describe("the check dialog", () => {
  it("shows a curtain's demo checks with the order's width and drop, where it can go back to and the reasons", async () => {
    const line = await curtain(1520, 2410);
    const response = await lineChecks(line);
    expect(response.status).toBe(200);
    const checks = await json<StationChecks>(response);
    expect(checks).toMatchObject({
      productType: "Curtain",
      hasRequiredChecks: true,
      isPassed: false,
      latest: null,
    });
    expect(checks.checks.map((c) => [c.kind, c.measure, c.toleranceMm, c.targetMm, c.isRequired])).toEqual([
      ["measurement", "width", 5, 1520, true],
      ["measurement", "drop", 5, 2410, true],
      ["photo", null, null, null, true],
    ]);
    expect(checks.sendBackTo.map((d) => d.code).sort()).toEqual(["CUT", "SEW"]);
    expect(checks.sendBackTo.find((d) => d.code === "SEW")).toMatchObject({ waitingValue: 290 });
    expect(checks.reasons.map((r) => r.code)).toContain("too-short");
  });

  it("has no drop check for a rail (its order has no drop)", async () => {
    const rail = await makeLine(ctx.handle.db, ctx.upstream, {
      product: "Curtain rail",
      widthMm: 2000,
      dropMm: null,
      statusValue: 490,
      departmentCodes: ["CUT", "ASM", "QC", "PACK"],
    });
    const checks = await json<StationChecks>(await lineChecks(rail));
    expect(checks.checks.map((c) => [c.measure, c.targetMm])).toEqual([["width", 2000]]);
  });

  it("is refused to an operator of another department", async () => {
    expect((await lineChecks(await curtain(), otherOperator)).status).toBe(403);
  });
});

describe("Done at QC", () => {
  it("is refused (409 checks-required, naming the checks) before the checks, and nothing moves", async () => {
    const line = await curtain();
    for (const route of [finishRoute, advanceRoute]) {
      const response = await done(line, operator, route);
      expect(response.status).toBe(409);
      const problem = await json<{ type: string; checks: { labelEn: string }[]; checksHref: string }>(
        response,
      );
      expect(problem.type).toBe("urn:shopfloor:problem:checks-required");
      expect(problem.checks.map((c) => c.labelEn)).toEqual([
        "Finished width",
        "Finished drop",
        "Photo of the curtain",
      ]);
      expect(problem.checksHref).toBe(`/api/quality/departments/${qcId}/lines/${line}`);
    }
    // Nor may a supervisor's Done skip them.
    expect((await done(line, supervisor)).status).toBe(409);
    expect(await status(line)).toBe(390);
  });

  it("passes on the edge of the tolerance, then Done goes through; a later visit is checked again", async () => {
    const line = await curtain(1500, 2400);
    const { values } = await curtainValues(line, 1505, 2395);
    const response = await submit(line, { values });
    expect(response.status).toBe(201);
    const result = await json<QualityResult>(response);
    expect(result).toMatchObject({ kind: "check", isPassed: true, reason: null, destination: null });
    expect(result.values.map((v) => [v.targetMm, v.valueMm, v.isPassed])).toEqual([
      [1500, 1505, true],
      [2400, 2395, true],
      [null, null, true],
    ]);
    expect(result.values[2]!.photoUrls).toHaveLength(1);
    expect(await status(line)).toBe(390);
    expect((await done(line)).status).toBe(200);
    expect(await status(line)).toBe(500);
    const rows = await ctx.handle.db
      .select()
      .from(qualityResults)
      .where(eq(qualityResults.productionPolygonId, line));
    expect(rows.every((row) => row.doneAt !== null)).toBe(true);
    // Back at QC (sent back from packing, say): its Done asks for the checks again.
    await ctx.upstream.status.setStatusForPolygons({ productionPolygonIds: [line], statusValue: 390 });
    expect((await done(line)).status).toBe(409);
  });

  it("passes inside the tolerance and fails just outside it", async () => {
    const inside = await curtain(1500, 2400);
    const { values } = await curtainValues(inside, 1497, 2402);
    expect((await json<QualityResult>(await submit(inside, { values }))).isPassed).toBe(true);
    const outside = await curtain(1500, 2400);
    const { values: off } = await curtainValues(outside, 1506, 2400);
    const response = await submit(outside, { values: off });
    // A fail needs its reason and destination: nothing is kept or moved without them.
    expect(response.status).toBe(422);
    const problem = await json<{ type: string; failed: { labelEn: string }[] }>(response);
    expect(problem.type).toBe("urn:shopfloor:problem:checks-failed-needs-reason");
    expect(problem.failed.map((c) => c.labelEn)).toEqual(["Finished width"]);
    expect(await status(outside)).toBe(390);
    const kept = await ctx.handle.db
      .select()
      .from(qualityResults)
      .where(eq(qualityResults.productionPolygonId, outside));
    expect(kept).toHaveLength(0);
  });

  it("wants a value for every required check (422 checks-incomplete): the curtain's photo", async () => {
    const line = await curtain();
    const { values } = await curtainValues(line, 1500, 2400, []);
    const response = await submit(line, { values });
    expect(response.status).toBe(422);
    const problem = await json<{ type: string; missing: { labelEn: string }[] }>(response);
    expect(problem.type).toBe("urn:shopfloor:problem:checks-incomplete");
    expect(problem.missing.map((c) => c.labelEn)).toEqual(["Photo of the curtain"]);
  });
});

describe("a failed line", () => {
  it("goes back to sewing with its reason (25 mm short), counted in the Pareto; Done stays refused", async () => {
    const line = await curtain(1500, 2400);
    const { values } = await curtainValues(line, 1500, 2375);
    const response = await submit(line, {
      values,
      reasonId: tooShortReasonId,
      reasonRemark: "Hem 25 mm short",
      destination: { kind: "department", productionDepartmentId: sewId },
    });
    expect(response.status).toBe(201);
    const result = await json<QualityResult>(response);
    expect(result).toMatchObject({
      isPassed: false,
      reason: { code: "too-short" },
      reasonRemark: "Hem 25 mm short",
      destination: { kind: "department", productionDepartmentId: sewId, statusValue: 290 },
    });
    expect(result.values[1]).toMatchObject({ targetMm: 2400, valueMm: 2375, isPassed: false });
    expect(await status(line)).toBe(290);
    const events = await ctx.handle.db
      .select()
      .from(reasonEvents)
      .where(and(eq(reasonEvents.productionPolygonId, line), eq(reasonEvents.kind, "quality")));
    expect(events).toMatchObject([
      { productionDepartmentId: qcId, redoDepartmentId: sewId, place: "station" },
    ]);
    const pareto = await json<{ bars: { code: string; count: number }[] }>(
      await paretoRoute.GET(
        await apiRequest(`/api/reasons/pareto?kind=quality&department=${qcId}`, { as: supervisor }),
      ),
    );
    expect(pareto.bars.find((b) => b.code === "too-short")?.count).toBeGreaterThanOrEqual(1);
    // Sewn again, back at QC: the failed visit does not let it through.
    await ctx.upstream.status.setStatusForPolygons({ productionPolygonIds: [line], statusValue: 390 });
    expect((await done(line)).status).toBe(409);
  });

  it("may not be sent to a department it is not planned in, nor with a reason of another kind", async () => {
    const line = await curtain();
    const { values } = await curtainValues(line, 1400, 2400);
    const elsewhere = await submit(line, {
      values,
      reasonId: tooShortReasonId,
      destination: { kind: "department", productionDepartmentId: qcId },
    });
    expect(elsewhere.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(elsewhere)).errors)).toEqual([
      "destination.productionDepartmentId",
    ]);
    const problemReason = await submit(line, { values, reasonId: 1, destination: { kind: "hold" } });
    expect(problemReason.status).toBe(400);
    expect(await status(line)).toBe(390);
  });

  it("goes on hold; released, it needs a supervisor's pass (audited; 403 for an operator) before its Done", async () => {
    const line = await curtain(1500, 2400);
    const { values } = await curtainValues(line, 1470, 2400);
    const failed = await submit(line, { values, reasonId: tooShortReasonId, destination: { kind: "hold" } });
    expect(failed.status).toBe(201);
    expect((await json<QualityResult>(failed)).destination).toEqual({ kind: "hold", statusValue: 900 });
    expect(await status(line)).toBe(900);
    // An operator may not pass it, nor a packer; the supervisor may, once.
    expect((await pass(line, operator)).status).toBe(403);
    expect((await pass(line, packer)).status).toBe(403);
    const passed = await pass(line, supervisor);
    expect(passed.status).toBe(201);
    expect(await json<QualityResult>(passed)).toMatchObject({
      kind: "supervisor-pass",
      isPassed: true,
      reasonRemark: "Measured again by hand: fine",
    });
    expect((await pass(line, supervisor)).status).toBe(409);
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "quality.supervisor-pass"));
    expect(audits.some((a) => JSON.stringify(a.details).includes(String(line)))).toBe(true);
    // The hold is lifted as any other; then the operator's Done goes through.
    const release = await releaseRoute.POST(
      await apiRequest(`/api/holds/${line}/release`, {
        method: "POST",
        as: supervisor,
        body: { remark: "Passed" },
      }),
      routeParams({ id: line }),
    );
    expect(release.status).toBe(200);
    expect(await status(line)).toBe(390);
    expect((await done(line)).status).toBe(200);
    expect(await status(line)).toBe(500);
  });
});

describe("sent twice with one Idempotency-Key (the outbox's retry)", () => {
  it("is kept and counted once, and answers the first answer again", async () => {
    const line = await curtain(1500, 2400);
    const { values } = await curtainValues(line, 1450, 2400);
    const body = {
      values,
      reasonId: tooShortReasonId,
      destination: { kind: "department", productionDepartmentId: sewId },
    };
    const first = await submit(line, body, { key: `quality-${line}-0001` });
    expect(first.status).toBe(201);
    const again = await submit(line, body, { key: `quality-${line}-0001` });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect((await json<QualityResult>(again)).id).toBe((await json<QualityResult>(first)).id);
    const kept = await ctx.handle.db
      .select()
      .from(qualityResults)
      .where(eq(qualityResults.productionPolygonId, line));
    expect(kept).toHaveLength(1);
    const events = await ctx.handle.db
      .select()
      .from(reasonEvents)
      .where(eq(reasonEvents.productionPolygonId, line));
    expect(events).toHaveLength(1);
    const statuses = (await ctx.upstream.polygon.getById({ id: line })).statuses.map(
      (s) => s.productionStatusValue,
    );
    expect(statuses.filter((value) => value === 290)).toHaveLength(1);
  });
});

describe("odd input", () => {
  it("answers 4xx, never 5xx, and keeps nothing", async () => {
    const line = await curtain();
    const { values, checks } = await curtainValues(line, 1500, 2400);
    const widthId = checks.checks[0]!.id;
    const photoId = checks.checks[2]!.id;
    const odd: [unknown, number][] = [
      [{ values: [{ checkId: 999_999, valueMm: 1500 }] }, 400],
      [{ values: [{ checkId: widthId, valueMm: 1e20 }] }, 400],
      [{ values: [{ checkId: widthId, valueMm: 1500.5 }] }, 400],
      [{ values: [{ checkId: widthId, answer: true }] }, 400],
      [
        {
          values: [
            { checkId: widthId, valueMm: 1500 },
            { checkId: widthId, valueMm: 1500 },
          ],
        },
        400,
      ],
      [
        {
          values: [
            ...values.slice(0, 2),
            { checkId: photoId, photos: [{ type: "image/jpeg", base64: "not base64!" }] },
          ],
        },
        400,
      ],
      [
        {
          values: [
            ...values.slice(0, 2),
            { checkId: photoId, photos: [{ type: "image/jpeg", base64: png }] },
          ],
        },
        400,
      ],
      [
        {
          values: [
            ...values.slice(0, 2),
            { checkId: photoId, photos: [{ type: "image/gif", base64: jpeg }] },
          ],
        },
        400,
      ],
      [
        {
          values: [
            ...values.slice(0, 2),
            { checkId: photoId, photos: [{ type: "image/jpeg", base64: "A".repeat(800_000) }] },
          ],
        },
        400,
      ],
      [{ values, reasonRemark: "bad\u0000remark" }, 400],
      [{ values, reasonRemark: "lone \ud800 surrogate" }, 400],
      [{ values: "all fine" }, 400],
      ["{not json", 400],
    ];
    for (const [body, expected] of odd) {
      const response = await submit(line, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(expected);
    }
    const kept = await ctx.handle.db
      .select()
      .from(qualityResults)
      .where(eq(qualityResults.productionPolygonId, line));
    expect(kept).toHaveLength(0);
    expect(await status(line)).toBe(390);
  });

  it("refuses checks of a line that is not at QC (409)", async () => {
    const line = await makeLine(ctx.handle.db, ctx.upstream, {
      product: "Curtain",
      widthMm: 1500,
      dropMm: 2400,
      statusValue: 100,
    });
    const { values } = await curtainValues(line, 1500, 2400);
    expect((await submit(line, { values })).status).toBe(409);
  });
});

describe("the line's checks", () => {
  it("lists every result with who, when, the values and the photos' URLs; a photo answers its bytes", async () => {
    const line = await curtain(1500, 2400);
    const { values } = await curtainValues(line, 1501, 2399, [jpeg, jpeg]);
    await submit(line, { values });
    const response = await lineResultsRoute.GET(
      await apiRequest(`/api/quality/lines/${line}/results`, { as: packer }),
      routeParams({ productionPolygonId: line }),
    );
    expect(response.status).toBe(200);
    const { results } = await json<{ results: QualityResult[] }>(response);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ employeeName: operator.displayName, madeAt: now.toISOString() });
    const urls = results[0]!.values[2]!.photoUrls;
    expect(urls).toHaveLength(2);
    const photoId = Number(urls[0]!.split("/").pop());
    const photo = await photoRoute.GET(
      await apiRequest(urls[0]!, { as: packer }),
      routeParams({ id: photoId }),
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await photo.arrayBuffer()).toString("base64")).toBe(jpeg);
    const missing = await photoRoute.GET(
      await apiRequest(`/api/quality/photos/999999`, { as: packer }),
      routeParams({ id: 999_999 }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("a photo as the tablet sends it", () => {
  it("takes one of 300 KB, keeps its bytes once (the audit row names its size), refuses one over 512 KB", async () => {
    const line = await curtain(1500, 2400);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300 * 1024, 7)]).toString(
      "base64",
    );
    const { values } = await curtainValues(line, 1500, 2400, [big]);
    const response = await submit(line, { values }, { key: `quality-big-photo-${line}` });
    expect(response.status).toBe(201);
    const result = await json<QualityResult>(response);
    const photoId = Number(result.values[2]!.photoUrls[0]!.split("/").pop());
    const photo = await photoRoute.GET(
      await apiRequest(`/api/quality/photos/${photoId}`, { as: packer }),
      routeParams({ id: photoId }),
    );
    expect((await photo.arrayBuffer()).byteLength).toBe(300 * 1024 + 4);
    const audits = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "quality.result"));
    const row = audits.find((a) => JSON.stringify(a.details).includes(`"polygonId":${line}`))!;
    expect(JSON.stringify(row.details)).not.toContain(big.slice(0, 64));
    expect(JSON.stringify(row.details)).toContain(`"base64Chars":${big.length}`);
    const other = await curtain(1500, 2400);
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(520 * 1024)]).toString(
      "base64",
    );
    const { values: tooBigValues } = await curtainValues(other, 1500, 2400, [tooBig]);
    expect((await submit(other, { values: tooBigValues })).status).toBe(400);
  });
});

describe("first-pass yield", () => {
  it("counts each line's first check at QC this week by product type; a supervisor's pass is no first pass", async () => {
    const response = await figuresRoute.GET(
      await apiRequest(`/api/quality/figures?department=${qcId}`, { as: supervisor }),
    );
    expect(response.status).toBe(200);
    const { weeks } = await json<Figures>(response);
    const row = weeks.find((w) => w.productType === "Curtain")!;
    expect(row).toMatchObject({ week: "2026-W11", weekStart: "2026-03-09", productionDepartmentId: qcId });
    const firsts = await ctx.handle.db
      .selectDistinctOn([qualityResults.productionPolygonId], {
        isPassed: qualityResults.isPassed,
      })
      .from(qualityResults)
      .where(and(eq(qualityResults.kind, "check"), eq(qualityResults.productType, "Curtain")))
      .orderBy(qualityResults.productionPolygonId, qualityResults.id);
    expect(row.checked).toBe(firsts.length);
    expect(row.passedFirstTime).toBe(firsts.filter((f) => f.isPassed).length);
    expect(row.passedFirstTime).toBeLessThan(row.checked);
    expect(row.firstPassYield).toBeCloseTo(row.passedFirstTime / row.checked, 5);
    expect((await figuresRoute.GET(await apiRequest("/api/quality/figures", { as: operator }))).status).toBe(
      403,
    );
  });
});
