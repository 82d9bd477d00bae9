// Lots are kept: a match made by scanning a roll's GS1 label keeps the label's
// lot, length and count with the entry; the roll must be the entry's material
// (checked before the upstream changes); the lot shows in the matching browse,
// the polygon detail, the project page, the BOM CSV and a defect report, and
// an unmatch or a match without a label clears it (the defect keeps its lot).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as browseRoute from "@/app/api/matching/browse/route";
import * as defectRoute from "@/app/api/materials/[id]/defect/route";
import * as matchedRoute from "@/app/api/materials/[id]/matched/route";
import * as bomRoute from "@/app/api/projects/[id]/bom/route";
import * as t from "@/lib/embedded-api/schema";
import { polygonDetail } from "@/lib/polygons/polygon-detail";
import { projectPage } from "@/lib/projects/project-page";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { parseCsv } from "../support/csv";

const ctx = setUpApiRoutes();
const matcher = employee(["matcher"]);
const supervisor = employee(["supervisor"]);
/** The seeded Velvet's EAN-13 8712345678906 as the GTIN-14 of a GS1 label's (01). */
const velvetGtin = "08712345678906";
const otherGtin = "04006381333931";

type Lot = { lot: string | null; lengthM: number | null; count: number | null; expiry: string | null };

const post = async (route: typeof matchedRoute, what: string, id: number, body: unknown) =>
  route.POST(
    await apiRequest(`/api/materials/${id}/${what}`, { method: "POST", as: matcher, body }),
    routeParams({ id }),
  );

async function browseLots(): Promise<Record<string, Lot>> {
  const response = await browseRoute.POST(
    await apiRequest("/api/matching/browse", { method: "POST", as: matcher, body: { take: 50 } }),
  );
  expect(response.status).toBe(200);
  return (await json<{ lots: Record<string, Lot> }>(response)).lots;
}

async function isMatched(id: number) {
  const { results } = await ctx.upstream.matching.browse({ take: 500 });
  return results.flatMap((r) => r.polygonProjectMaterials).find((e) => e.id === id)?.isMatched;
}

beforeAll(async () => {
  // Each line's bill of materials names the Velvet, so the BOM has a row for the lot.
  const line = { code: "VEL", description: "Velvet", eanCode: "8712345678906", quantity: 2 };
  await ctx.handle.db
    .update(t.projects)
    .set({
      orderSpec: {
        id: 5001,
        projectNumber: "P-1001",
        items: [7001, 7002].map((id, i) => ({ id, lineNumber: i + 1, billOfMaterials: [line] })),
        billOfMaterials: [{ ...line, quantity: 4 }],
      },
    })
    .where(eq(t.projects.id, ctx.ids.productionProjectId));
});

describe("a match from a scanned GS1 roll label", () => {
  it("keeps the lot, length and count, shown in browse, polygon detail, project page and BOM", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    const label = { gtin: velvetGtin, lot: "LOT42", expiry: "2027-03-31", lengthM: 50, count: 1 };
    const response = await post(matchedRoute, "matched", entryId, {
      isMatched: true,
      productionPolygonId: polygonId,
      label,
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: entryId, isMatched: true, lot: { lot: "LOT42" } });
    expect(await isMatched(entryId)).toBe(true);

    expect((await browseLots())[entryId]).toMatchObject({
      lot: "LOT42",
      lengthM: 50,
      count: 1,
      expiry: "2027-03-31",
    });
    const detail = await polygonDetail(ctx.handle.db, ctx.upstream, polygonId);
    expect(detail.matching.find((e) => e.id === entryId)?.lot).toMatchObject({ lot: "LOT42", lengthM: 50 });
    const page = await projectPage(ctx.handle.db, ctx.upstream, ctx.ids.productionProjectId);
    expect(page.polygons.map((p) => p.materials.map((e) => e.lot?.lot ?? null))).toEqual([["LOT42"], [null]]);

    const bom = await bomRoute.GET(
      await apiRequest(`/api/projects/${ctx.ids.productionProjectId}/bom`, { as: supervisor }),
      routeParams({ id: ctx.ids.productionProjectId }),
    );
    const [header, ...rows] = parseCsv((await bom.text()).slice(1));
    const lotColumn = header!.indexOf("lot");
    expect(rows.map((r) => [r[0], r[1], r[lotColumn]])).toEqual([
      ["line", "1", "LOT42"],
      ["line", "2", ""],
      ["project", "", "LOT42"],
    ]);
  });

  it("refuses a roll of another material before the upstream changes", async () => {
    const [, entryId] = ctx.ids.materialEntryIds;
    const [, polygonId] = ctx.ids.polygonIds;
    const response = await post(matchedRoute, "matched", entryId, {
      isMatched: true,
      productionPolygonId: polygonId,
      label: { gtin: otherGtin, lot: "LOT9" },
    });
    expect(response.status).toBe(409);
    expect((await json<{ detail: string }>(response)).detail).toContain(otherGtin);
    expect(await isMatched(entryId)).toBe(false);
    expect((await browseLots())[entryId]).toBeUndefined();
  });

  it("refuses a label that is no valid GS1 data, or that comes without its polygon, or with another polygon", async () => {
    const [, secondEntryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    const refusals = [
      [
        { isMatched: true, productionPolygonId: polygonId, label: { gtin: "08712345678907" } },
        "wrong check digit",
      ],
      [
        { isMatched: true, productionPolygonId: polygonId, label: { gtin: velvetGtin, lot: "LOT 42" } },
        "character GS1 does not allow",
      ],
      [{ isMatched: true, label: { gtin: velvetGtin, lot: "LOT42" } }, "with the entry's polygon"],
      [
        { isMatched: false, reason: "x", productionPolygonId: polygonId, label: { gtin: velvetGtin } },
        "goes with a match",
      ],
    ] as const;
    for (const [body, reason] of refusals) {
      const response = await post(matchedRoute, "matched", secondEntryId, body);
      expect(response.status, reason).toBe(400);
      const { errors } = await json<{ errors: Record<string, string[]> }>(response);
      expect(errors.label?.join(" "), reason).toContain(reason);
    }
    // The second entry is on the second polygon, not on the first.
    const elsewhere = await post(matchedRoute, "matched", secondEntryId, {
      isMatched: true,
      productionPolygonId: polygonId,
      label: { gtin: velvetGtin, lot: "LOT42" },
    });
    expect(elsewhere.status).toBe(400);
    expect(await isMatched(secondEntryId)).toBe(false);
  });

  it("names the lot in a defect report, which keeps it after the unmatch clears the entry's lot", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const defect = await post(defectRoute, "defect", entryId, { hasDefect: true, remark: "Stain at 3 m" });
    expect(defect.status).toBe(200);
    expect(await json(defect)).toMatchObject({ defect: { remark: "Stain at 3 m", lot: "LOT42" } });

    const unmatched = await post(matchedRoute, "matched", entryId, {
      isMatched: false,
      reason: "Stained roll",
    });
    expect(unmatched.status).toBe(200);
    expect((await browseLots())[entryId]).toBeUndefined();
    const response = await browseRoute.POST(
      await apiRequest("/api/matching/browse", { method: "POST", as: matcher, body: { hasDefect: true } }),
    );
    const { defects } = await json<{ defects: Record<string, { lot: string | null }> }>(response);
    expect(defects[entryId]?.lot).toBe("LOT42");
    await post(defectRoute, "defect", entryId, { hasDefect: false });
  });

  it("forgets the lot when the entry is matched again without a label", async () => {
    const [entryId] = ctx.ids.materialEntryIds;
    const [polygonId] = ctx.ids.polygonIds;
    const label = { gtin: velvetGtin, lot: "LOT43" };
    await post(matchedRoute, "matched", entryId, { isMatched: true, productionPolygonId: polygonId, label });
    expect((await browseLots())[entryId]?.lot).toBe("LOT43");
    await post(matchedRoute, "matched", entryId, { isMatched: false, reason: "Wrong roll" });
    await post(matchedRoute, "matched", entryId, { isMatched: true, productionPolygonId: polygonId });
    expect(await isMatched(entryId)).toBe(true);
    expect((await browseLots())[entryId]).toBeUndefined();
  });
});
