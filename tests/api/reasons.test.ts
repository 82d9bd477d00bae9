// Reason codes through the routes: the admin's list (create, change,
// deactivate, delete only unused), a reason with a problem, an unmatch shown on
// the entry afterwards, scrap sending a polygon back to the department that
// redoes it, and the Pareto chart counting what was given here.
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminReasonRoute from "@/app/api/admin/reasons/[id]/route";
import * as adminReasonsRoute from "@/app/api/admin/reasons/route";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as problemRoute from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as browseRoute from "@/app/api/matching/browse/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as reasonsRoute from "@/app/api/reasons/route";
import * as paretoRoute from "@/app/api/reasons/pareto/route";
import * as paretoPolygonsRoute from "@/app/api/reasons/pareto/polygons/route";
import * as scrapRoute from "@/app/api/reasons/scrap/route";
import * as scrapTargetsRoute from "@/app/api/reasons/scrap/targets/route";
import * as undoReasonRoute from "@/app/api/reasons/undo/route";
import { auditLog } from "@/lib/db/schema";
import { currentStatusOf } from "@/lib/polygons/polygons";
import {
  apiRequest,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const cutter = employee(["operator"], [1]);
const sewer = employee(["operator"], [2]);
const matcher = employee(["matcher"]);
const packer = employee(["packer"]);
const supervisor = employee(["supervisor"]);

type Reason = { id: number; kind: string; code: string; labelEn: string; labelNl: string; isActive: boolean };
type AdminReason = Reason & { useCount: number };
type Pareto = {
  total: number;
  bars: { reasonId: number; code: string; count: number; cumulativePercent: number }[];
};

const get = async <T>(route: { GET: typeof reasonsRoute.GET }, path: string, as = admin) => {
  const response = await route.GET(await apiRequest(path, { as }));
  expect(response.status).toBe(200);
  return json<T>(response);
};
const tabletReasons = (kind: string) => get<Reason[]>(reasonsRoute, `/api/reasons?kind=${kind}`, cutter);
const post = async (
  route: { POST: typeof scrapRoute.POST },
  path: string,
  as: typeof admin,
  body: unknown,
  params = {},
) => route.POST(await apiRequest(path, { method: "POST", as, body }), routeParams(params));
const current = async (polygonId: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id: polygonId }));

describe("/api/admin/reasons", () => {
  it("lists the demo reasons of every kind with English and Dutch labels", async () => {
    const reasons = await get<AdminReason[]>(adminReasonsRoute, "/api/admin/reasons");
    expect(new Set(reasons.map((r) => r.kind))).toEqual(
      new Set(["problem", "material-defect", "unmatch", "undo", "scrap", "quality"]),
    );
    expect(reasons).toContainEqual(
      expect.objectContaining({
        kind: "problem",
        code: "wrong-measurement",
        labelNl: "Verkeerde maat",
        useCount: 0,
      }),
    );
    const scrap = await get<AdminReason[]>(adminReasonsRoute, "/api/admin/reasons?kind=scrap");
    expect(scrap.every((r) => r.kind === "scrap")).toBe(true);
  });

  it("creates, changes, deactivates and deletes a reason; the tablet follows", async () => {
    const created = await post(adminReasonsRoute, "/api/admin/reasons", admin, {
      kind: "scrap",
      code: "Burnt-Edge",
      labelEn: "Edge burnt",
      labelNl: "Rand verbrand",
    });
    expect(created.status).toBe(201);
    const reason = await json<Reason>(created);
    expect(reason).toMatchObject({ kind: "scrap", code: "burnt-edge", isActive: true });
    expect((await tabletReasons("scrap")).map((r) => r.code)).toContain("burnt-edge");

    const twice = await post(adminReasonsRoute, "/api/admin/reasons", admin, {
      kind: "scrap",
      code: "burnt-edge",
      labelEn: "Again",
      labelNl: "Weer",
    });
    expect(twice.status).toBe(409);

    const patch = async (body: unknown) =>
      adminReasonRoute.PATCH(
        await apiRequest(`/api/admin/reasons/${reason.id}`, { method: "PATCH", as: admin, body }),
        routeParams({ id: reason.id }),
      );
    expect(await json(await patch({ labelNl: "Rand geschroeid" }))).toMatchObject({
      labelNl: "Rand geschroeid",
    });
    expect((await patch({})).status).toBe(400);
    await patch({ isActive: false });
    expect((await tabletReasons("scrap")).map((r) => r.code)).not.toContain("burnt-edge");

    const remove = async (id: number) =>
      adminReasonRoute.DELETE(
        await apiRequest(`/api/admin/reasons/${id}`, { method: "DELETE", as: admin }),
        routeParams({ id }),
      );
    expect((await remove(reason.id)).status).toBe(204);
    expect((await remove(reason.id)).status).toBe(404);
  });
});

describe("reasons given at the tablets", () => {
  it("puts a polygon on hold with a problem reason (the label in the reporter's language) and counts it", async () => {
    const [flaw] = (await tabletReasons("problem")).filter((r) => r.code === "fabric-flaw");
    const [, polygonId] = ctx.ids.polygonIds;
    const form = new FormData();
    form.set("reasonId", String(flaw!.id));
    const request = new Request(`http://localhost:3000/api/departments/1/polygons/${polygonId}/problem`, {
      method: "POST",
      headers: { cookie: await sessionCookie(cutter), origin: "http://localhost:3000" },
      body: form,
    });
    const response = await problemRoute.POST(request, routeParams({ id: 1, polygonId }));
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ remark: "Stoffout", reasonId: flaw!.id });
    expect(await current(polygonId)).toMatchObject({ productionStatusValue: 900, remarks: "Stoffout" });

    const wrongKind = (await tabletReasons("scrap"))[0]!;
    const refused = new FormData();
    refused.set("reasonId", String(wrongKind.id));
    const answer = await problemRoute.POST(
      new Request(`http://localhost:3000/api/departments/1/polygons/${polygonId}/problem`, {
        method: "POST",
        headers: { cookie: await sessionCookie(cutter), origin: "http://localhost:3000" },
        body: refused,
      }),
      routeParams({ id: 1, polygonId }),
    );
    expect(answer.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(answer)).errors.reasonId).toHaveLength(1);
  });

  it("shows the unmatch reason on the entry afterwards; a reason of another kind is refused before anything moves", async () => {
    const [, entryId] = ctx.ids.materialEntryIds;
    const [, polygonId] = ctx.ids.polygonIds;
    const path = `/api/materials/${entryId}/matched`;
    const mark = async (body: unknown) => post(matchedRoute, path, matcher, body, { id: entryId });
    expect((await mark({ isMatched: true, productionPolygonId: polygonId })).status).toBe(200);
    const [wrongRoll] = (await tabletReasons("unmatch")).filter((r) => r.code === "wrong-roll");
    const scrapReason = (await tabletReasons("scrap"))[0]!;

    const refused = await mark({
      isMatched: false,
      reason: "x",
      reasonId: scrapReason.id,
      productionPolygonId: polygonId,
    });
    expect(refused.status).toBe(400);
    const { results } = await ctx.upstream.matching.browse({ take: 50 });
    const entry = results.flatMap((r) => r.polygonProjectMaterials).find((e) => e.id === entryId);
    expect(entry?.isMatched).toBe(true);
    const unmatched = await mark({
      isMatched: false,
      reason: "Verkeerde rol gescand: the blue one",
      reasonId: wrongRoll!.id,
      reasonRemark: "the blue one",
      productionPolygonId: polygonId,
    });
    expect(unmatched.status).toBe(200);

    const page = await json<{ unmatches: Record<string, { code: string; remark: string; labelEn: string }> }>(
      await browseRoute.POST(
        await apiRequest("/api/matching/browse", { method: "POST", as: matcher, body: { take: 50 } }),
      ),
    );
    expect(page.unmatches[entryId]).toMatchObject({
      code: "wrong-roll",
      remark: "the blue one",
      labelEn: "Wrong roll scanned",
    });
  });

  it("refuses an undo reason for a polygon the packer undid nothing of", async () => {
    const undo = (await tabletReasons("undo"))[0]!;
    const response = await post(undoReasonRoute, "/api/reasons/undo", packer, {
      productionPolygonId: ctx.ids.polygonIds[0],
      reasonId: undo.id,
    });
    expect(response.status).toBe(409);
  });
});

describe("POST /api/reasons/scrap", () => {
  it("sends a scrapped polygon back to the redo department's first waiting value, so it shows in that queue again (audited)", async () => {
    const [polygonId] = ctx.ids.polygonIds;
    const { CUT, SEW } = ctx.ids.departments;
    const advance = async () =>
      advanceRoute.POST(
        // The seed's roll is not matched: each scan answers "go on anyway" (docs/scanning.md).
        await apiRequest(`/api/departments/${CUT}/polygons/${polygonId}/advance?material=confirmed`, {
          method: "POST",
          as: cutter,
        }),
        routeParams({ id: CUT, polygonId }),
      );
    await advance();
    await advance();
    expect(await current(polygonId)).toMatchObject({ productionStatusValue: 290 });
    const queueIds = async () => {
      const response = await queueRoute.GET(
        await apiRequest(`/api/departments/${CUT}/queue`, { as: cutter }),
        routeParams({ id: CUT }),
      );
      return (await json<{ items: { id: number; stage: string }[] }>(response)).items;
    };
    expect((await queueIds()).map((i) => i.id)).not.toContain(polygonId);

    const targets = await get<{ id: number; waitingValue: number }[]>(
      scrapTargetsRoute,
      `/api/reasons/scrap/targets?productionPolygonId=${polygonId}`,
      cutter,
    );
    expect(targets.map((t) => [t.id, t.waitingValue])).toEqual([
      [CUT, 100],
      [ctx.ids.departments.PACK, 500],
    ]);

    const [cutWrong] = (await tabletReasons("scrap")).filter((r) => r.code === "cut-wrong");
    const scrap = (as: typeof cutter, body: Record<string, number>) =>
      post(scrapRoute, "/api/reasons/scrap", as, {
        productionPolygonId: polygonId,
        departmentId: CUT,
        reasonId: cutWrong!.id,
        ...body,
      });
    const notPlanned = await scrap(cutter, { redoDepartmentId: SEW });
    expect(notPlanned.status).toBe(400);
    expect(
      (await json<{ errors: Record<string, string[]> }>(notPlanned)).errors.redoDepartmentId,
    ).toHaveLength(1);
    expect((await scrap(sewer, { redoDepartmentId: CUT })).status).toBe(403);
    expect(await current(polygonId)).toMatchObject({ productionStatusValue: 290 });

    const response = await scrap(cutter, { redoDepartmentId: CUT });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ statusValue: 100, redoDepartment: { id: CUT } });
    expect(await current(polygonId)).toMatchObject({ productionStatusValue: 100 });
    expect(await queueIds()).toContainEqual(expect.objectContaining({ id: polygonId, stage: "waiting" }));
    const [audit] = await ctx.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "reason.scrap", status: 201 });
  });
});

describe("GET /api/reasons/pareto", () => {
  it("counts what was given here per department, and a bar opens its polygons", async () => {
    const { CUT, SEW } = ctx.ids.departments;
    const cut = await get<Pareto>(paretoRoute, `/api/reasons/pareto?days=7&department=${CUT}`, supervisor);
    expect(cut.total).toBe(2);
    expect(cut.bars.map((b) => [b.code, b.count])).toEqual(
      expect.arrayContaining([
        ["fabric-flaw", 1],
        ["cut-wrong", 1],
      ]),
    );
    expect(cut.bars.map((b) => b.cumulativePercent)).toEqual([50, 100]);
    expect((await get<Pareto>(paretoRoute, `/api/reasons/pareto?department=${SEW}`, supervisor)).total).toBe(
      0,
    );
    const matching = await get<Pareto>(
      paretoRoute,
      "/api/reasons/pareto?days=90&department=matching",
      supervisor,
    );
    expect(matching.bars.map((b) => [b.code, b.count])).toEqual([["wrong-roll", 1]]);

    const scrapBar = cut.bars.find((b) => b.code === "cut-wrong")!;
    const polygons = await get<{
      items: { productionPolygonId: number; polygon: { projectNumber: string } }[];
    }>(
      paretoPolygonsRoute,
      `/api/reasons/pareto/polygons?days=7&department=${CUT}&reasonId=${scrapBar.reasonId}`,
      supervisor,
    );
    expect(polygons.items.map((i) => [i.productionPolygonId, i.polygon.projectNumber])).toEqual([
      [ctx.ids.polygonIds[0], "P-1001"],
    ]);
  });
});
