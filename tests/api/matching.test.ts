// Material matching: browse with filters and paging, mark an entry matched or
// unmatched, defective or repaired, and the polygons still waiting for material.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as browseRoute from "@/app/api/matching/browse/route";
import * as defectRoute from "@/app/api/materials/[id]/defect/route";
import * as defectPhotoRoute from "@/app/api/materials/[id]/defect/photo/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as unmatchedCountRoute from "@/app/api/polygons/unmatched/count/route";
import * as unmatchedRoute from "@/app/api/polygons/unmatched/route";
import * as reasonsRoute from "@/app/api/reasons/route";
import { materialDefects, reasonEvents } from "@/lib/db/schema";
import {
  apiRequest,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";
import { insertProject } from "../support/production-fixtures";

const ctx = setUpApiRoutes();
const matcher = employee(["matcher"]);
const admin = employee(["admin"]);

async function lastAudit(): Promise<{ action: string; status: number; details: unknown }> {
  const response = await auditRoute.GET(await apiRequest("/api/admin/audit?limit=1", { as: admin }));
  const [row] = await json<{ action: string; status: number; details: unknown }[]>(response);
  if (!row) throw new Error("no audit row");
  return row;
}

async function unmatchedCount(): Promise<number> {
  const response = await unmatchedCountRoute.GET(
    await apiRequest("/api/polygons/unmatched/count", { as: matcher }),
  );
  expect(response.status).toBe(200);
  return (await json<{ count: number }>(response)).count;
}

type Entry = {
  id: number;
  isMatched: boolean;
  matchedAt: string | null;
  hasDefect: boolean;
  hadDefect: boolean;
};
type Browse = { totalResults: number; results: { material: string; polygonProjectMaterials: Entry[] }[] };

async function browse(body: unknown) {
  return browseRoute.POST(await apiRequest("/api/matching/browse", { method: "POST", as: matcher, body }));
}

async function mark(route: typeof matchedRoute, what: string, id: number, body: unknown) {
  const path = `/api/materials/${id}/${what}`;
  return route.POST(await apiRequest(path, { method: "POST", as: matcher, body }), routeParams({ id }));
}

async function entry(id: number): Promise<Entry | undefined> {
  const { results } = await ctx.upstream.matching.browse({ take: 500 });
  return results.flatMap((r) => r.polygonProjectMaterials).find((e) => e.id === id);
}

async function unmatchedPolygonIds(): Promise<number[]> {
  const response = await unmatchedRoute.GET(await apiRequest("/api/polygons/unmatched", { as: matcher }));
  expect(response.status).toBe(200);
  return (await json<{ id: number }[]>(response)).map((p) => p.id);
}

describe("POST /api/matching/browse", () => {
  it("finds the material entries by search text, with the total", async () => {
    const response = await browse({ search: "velvet", take: 10 });
    expect(response.status).toBe(200);
    const body = await json<Browse>(response);
    expect(body.totalResults).toBeGreaterThanOrEqual(1);
    expect(body.results[0]?.material).toBe("Velvet");
    expect(await json<Browse>(await browse({ search: "no such material" }))).toMatchObject({
      totalResults: 0,
    });
  });
});

describe("POST /api/materials/{id}/matched and GET /api/polygons/unmatched", () => {
  it("marks an entry matched (its polygon leaves the unmatched list) and unmatched again", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    expect(await unmatchedPolygonIds()).toContain(polygonId);

    const response = await mark(matchedRoute, "matched", entryId, { isMatched: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: entryId, isMatched: true });
    expect((await entry(entryId))?.matchedAt).not.toBeNull();
    expect(await unmatchedPolygonIds()).not.toContain(polygonId);

    await mark(matchedRoute, "matched", entryId, { isMatched: false, reason: "Wrong roll" });
    expect(await entry(entryId)).toMatchObject({ isMatched: false, matchedAt: null });
    expect(await unmatchedPolygonIds()).toContain(polygonId);
  });

  it("refuses to unmatch without a reason, and keeps the reason in the audit", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    await mark(matchedRoute, "matched", entryId, { isMatched: true });

    const refused = await mark(matchedRoute, "matched", entryId, { isMatched: false, reason: "  " });
    expect(refused.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors.reason).toHaveLength(1);
    expect(await entry(entryId)).toMatchObject({ isMatched: true });

    await mark(matchedRoute, "matched", entryId, { isMatched: false, reason: "Colour differs" });
    expect(await entry(entryId)).toMatchObject({ isMatched: false });
    expect(await lastAudit()).toMatchObject({
      action: "material.matched",
      status: 200,
      details: { params: { id: entryId }, body: { isMatched: false, reason: "Colour differs" } },
    });
  });

  it("counts the polygons with unmatched material, following the matches", async () => {
    const before = await unmatchedCount();
    expect(before).toBe((await unmatchedPolygonIds()).length);
    const [entryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    expect(await unmatchedPolygonIds()).toContain(polygonId);
    await mark(matchedRoute, "matched", entryId, { isMatched: true });
    const stillUnmatched = (await unmatchedPolygonIds()).includes(polygonId);
    expect(await unmatchedCount()).toBe(stillUnmatched ? before : before - 1);
    await mark(matchedRoute, "matched", entryId, { isMatched: false, reason: "Back" });
    expect(await unmatchedCount()).toBe(before);
  });

  it("answers 404 for an entry that does not exist", async () => {
    expect((await mark(matchedRoute, "matched", 99999, { isMatched: true })).status).toBe(404);
  });
});

describe("the kept unmatched list and a polygon it has not seen", () => {
  it("takes the polygon in when its entry is unmatched, not the polygon a tablet wrongly names", async () => {
    const project = await insertProject(ctx.handle.db, {
      projectNumber: "H-9500",
      polygons: [9501, 9502].map((polygonId, i) => ({
        polygonId,
        lineNumber: i + 1,
        statuses: [{ value: 100 }],
        materials: [{ material: "Linen", isMatched: true }],
      })),
    });
    const [first, second] = project.polygons;
    const before = await unmatchedPolygonIds();
    expect(before).not.toContain(first!.id);

    const wrongHint = { isMatched: false, reason: "Wrong roll", productionPolygonId: second!.id };
    expect((await mark(matchedRoute, "matched", first!.entryIds[0]!, wrongHint)).status).toBe(200);
    const after = await unmatchedPolygonIds();
    expect(after).toContain(first!.id);
    expect(after).not.toContain(second!.id);
    expect(await unmatchedCount()).toBe(before.length + 1);

    const rightHint = { isMatched: false, reason: "Wrong roll", productionPolygonId: second!.id };
    expect((await mark(matchedRoute, "matched", second!.entryIds[0]!, rightHint)).status).toBe(200);
    expect(await unmatchedPolygonIds()).toEqual(expect.arrayContaining([first!.id, second!.id]));
    expect(await unmatchedCount()).toBe(before.length + 2);
  });
});

describe("POST /api/materials/{id}/defect", () => {
  it("marks an entry defective, then repaired (it keeps that it had a defect)", async () => {
    const [, entryId] = ctx.ids.materialEntryIds;
    const refused = await mark(defectRoute, "defect", entryId, { hasDefect: true });
    expect(refused.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(refused)).errors.remark).toHaveLength(1);
    expect(await entry(entryId)).toMatchObject({ hasDefect: false });

    const body = { hasDefect: true, remark: "Stain on the roll" };
    expect((await mark(defectRoute, "defect", entryId, body)).status).toBe(200);
    expect(await entry(entryId)).toMatchObject({ hasDefect: true, hadDefect: true });
    expect(await lastAudit()).toMatchObject({ action: "material.defect", details: { body } });

    await mark(defectRoute, "defect", entryId, { hasDefect: false });
    expect(await entry(entryId)).toMatchObject({ hasDefect: false, hadDefect: true });
  });
});

describe("defect reports: remark, who, when and a photo, shown with the entry", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
  const defectRows = async (id: number) => {
    const response = await browse({ take: 500, hasDefect: true });
    expect(response.status).toBe(200);
    const page = await json<
      Browse & { defects: Record<string, { remark: string; photoUrl: string | null }> }
    >(response);
    return { entries: page.results.flatMap((r) => r.polygonProjectMaterials), report: page.defects[id] };
  };
  async function sendPhoto(id: number, photo: Blob | null) {
    const form = new FormData();
    if (photo) form.set("photo", photo, "photo.png");
    const request = new Request(`http://localhost:3000/api/materials/${id}/defect/photo`, {
      method: "POST",
      headers: { cookie: await sessionCookie(matcher), origin: "http://localhost:3000" },
      body: form,
    });
    return defectPhotoRoute.POST(request, routeParams({ id }));
  }

  it("keeps the report of a defect and its photo; browse shows them with the defective entry only", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    expect((await sendPhoto(entryId, new Blob([png], { type: "image/png" }))).status).toBe(404);

    const marked = await mark(defectRoute, "defect", entryId, { hasDefect: true, remark: "Dye fault" });
    expect(await json<{ hasDefect: boolean; defect: unknown }>(marked)).toMatchObject({
      hasDefect: true,
      defect: { entryId, remark: "Dye fault", reportedByName: matcher.displayName, photoUrl: null },
    });
    expect((await defectRows(entryId)).report).toMatchObject({ remark: "Dye fault", photoUrl: null });
    const read = async (url: string, as: ReturnType<typeof employee>) =>
      defectPhotoRoute.GET(await apiRequest(url, { as }), routeParams({ id: entryId }));
    // The report without a photo yet: its photo is not there.
    const [report] = await ctx.handle.db
      .select({ id: materialDefects.id })
      .from(materialDefects)
      .where(eq(materialDefects.entryId, entryId));
    const noPhoto = await read(`/api/materials/${entryId}/defect/photo?report=${report!.id}`, matcher);
    expect(noPhoto.status).toBe(404);
    expect((await json<{ detail: string }>(noPhoto)).detail).toMatch(/no photo/);

    expect((await sendPhoto(entryId, null)).status).toBe(400);
    expect((await sendPhoto(entryId, new Blob(["<svg/>"], { type: "image/svg+xml" }))).status).toBe(400);
    const sent = await sendPhoto(entryId, new Blob([png], { type: "image/png" }));
    expect(sent.status).toBe(201);
    const { photoUrl } = await json<{ photoUrl: string }>(sent);
    expect((await defectRows(entryId)).report).toMatchObject({ remark: "Dye fault", photoUrl });

    const [polygonA, polygonB] = ctx.ids.polygonIds;
    const [cutId, sewId] = [ctx.ids.departments.CUT, ctx.ids.departments.SEW];
    // As problem photos: the cutter sees it while the polygon waits in cutting, the station drawer's link names it.
    const cutter = employee(["operator"], [cutId]);
    const photo = await read(`${photoUrl}&polygon=${polygonA}`, cutter);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(png);
    expect((await read(photoUrl, matcher)).status).toBe(200);
    // Not for an operator without the polygon, of a department where the polygon is not, or of another polygon.
    expect((await read(photoUrl, cutter)).status).toBe(403);
    expect((await read(`${photoUrl}&polygon=${polygonA}`, employee(["operator"], [sewId]))).status).toBe(403);
    expect((await read(`${photoUrl}&polygon=${polygonB}`, cutter)).status).toBe(403);

    // Repaired: the entry leaves the defect filter and no report is shown for it.
    await mark(defectRoute, "defect", entryId, { hasDefect: false });
    const after = await defectRows(entryId);
    expect(after.entries.some((e) => e.id === entryId)).toBe(false);
    expect(after.report).toBeUndefined();
  });
});

describe("a reason code with an unmatch or a defect", () => {
  const reasonsOf = async (kind: string) =>
    json<{ id: number; code: string }[]>(
      await reasonsRoute.GET(await apiRequest(`/api/reasons?kind=${kind}`, { as: matcher })),
    );
  const eventsOf = (entryId: number) =>
    ctx.handle.db.select().from(reasonEvents).where(eq(reasonEvents.entryId, entryId));

  it("counts a defect's reason on the entry's polygon; a reason of another kind is refused before the entry turns defective", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    const [unmatchReason] = await reasonsOf("unmatch");
    const refused = await mark(defectRoute, "defect", entryId, {
      hasDefect: true,
      remark: "Stain",
      reasonId: unmatchReason!.id,
      productionPolygonId: polygonId,
    });
    expect(refused.status).toBe(400);
    expect(await entry(entryId)).toMatchObject({ hasDefect: false });
    expect(await eventsOf(entryId)).toEqual([]);

    const [defectReason] = await reasonsOf("material-defect");
    const marked = await mark(defectRoute, "defect", entryId, {
      hasDefect: true,
      remark: "Stain",
      reasonId: defectReason!.id,
      reasonRemark: "near the edge",
      productionPolygonId: polygonId,
    });
    expect(marked.status).toBe(200);
    expect(await entry(entryId)).toMatchObject({ hasDefect: true });
    expect(await eventsOf(entryId)).toEqual([
      expect.objectContaining({
        kind: "material-defect",
        reasonId: defectReason!.id,
        productionPolygonId: polygonId,
        place: "matching",
        remark: "near the edge",
      }),
    ]);
    // A repair takes no reason: nothing more is counted.
    expect((await mark(defectRoute, "defect", entryId, { hasDefect: false })).status).toBe(200);
    expect(await entry(entryId)).toMatchObject({ hasDefect: false });
    expect(await eventsOf(entryId)).toHaveLength(1);
  });
});
