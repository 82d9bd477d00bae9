// Material matching: browse with filters and paging, mark an entry matched or
// unmatched, defective or repaired, and the polygons still waiting for material.
import { describe, expect, it } from "vitest";
import * as browseRoute from "@/app/api/matching/browse/route";
import * as defectRoute from "@/app/api/materials/[id]/defect/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as unmatchedRoute from "@/app/api/polygons/unmatched/route";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const matcher = employee(["matcher"]);

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

    await mark(matchedRoute, "matched", entryId, { isMatched: false });
    expect(await entry(entryId)).toMatchObject({ isMatched: false, matchedAt: null });
    expect(await unmatchedPolygonIds()).toContain(polygonId);
  });

  it("answers 404 for an entry that does not exist", async () => {
    expect((await mark(matchedRoute, "matched", 99999, { isMatched: true })).status).toBe(404);
  });
});

describe("POST /api/materials/{id}/defect", () => {
  it("marks an entry defective, then repaired (it keeps that it had a defect)", async () => {
    const [, entryId] = ctx.ids.materialEntryIds;
    expect((await mark(defectRoute, "defect", entryId, { hasDefect: true })).status).toBe(200);
    expect(await entry(entryId)).toMatchObject({ hasDefect: true, hadDefect: true });

    await mark(defectRoute, "defect", entryId, { hasDefect: false });
    expect(await entry(entryId)).toMatchObject({ hasDefect: false, hadDefect: true });
  });
});
