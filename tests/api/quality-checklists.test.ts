// The admin's quality checklists (docs/quality.md): create, read, replace and
// delete; one per department and product type (any case); checks validated
// (a measurement needs its measure and tolerance, nothing else has them); a
// supervisor reads but does not write; odd input is a 400.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as checklistsRoute from "@/app/api/quality/checklists/route";
import { appMeta, reasons } from "@/lib/db/schema";
import { activeReasons } from "@/lib/reasons/catalogue";
import * as checklistRoute from "@/app/api/quality/checklists/[id]/route";
import type { Checklist } from "@/lib/quality/schemas";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const supervisor = employee(["supervisor"]);
const operator = employee(["operator"], [1]);

const widthCheck = {
  kind: "measurement",
  labelEn: "Finished width",
  labelNl: "Afgewerkte breedte",
  measure: "width",
  toleranceMm: 5,
};
const cleanCheck = { kind: "yes-no", labelEn: "Clean", labelNl: "Schoon", isRequired: false };
const photoCheck = { kind: "photo", labelEn: "Photo", labelNl: "Foto" };

const create = async (body: unknown, as = admin) =>
  checklistsRoute.POST(await apiRequest("/api/quality/checklists", { method: "POST", as, body }));
const put = async (id: number, body: unknown, as = admin) =>
  checklistRoute.PUT(
    await apiRequest(`/api/quality/checklists/${id}`, { method: "PUT", as, body }),
    routeParams({ id }),
  );
const get = async (id: number, as = admin) =>
  checklistRoute.GET(await apiRequest(`/api/quality/checklists/${id}`, { as }), routeParams({ id }));
const remove = async (id: number, as = admin) =>
  checklistRoute.DELETE(
    await apiRequest(`/api/quality/checklists/${id}`, { method: "DELETE", as }),
    routeParams({ id }),
  );

describe("/api/quality/checklists", () => {
  it("creates a checklist with its checks in order, and lists it", async () => {
    const response = await create({
      productionDepartmentId: 2,
      productType: "Roman blind",
      checks: [widthCheck, cleanCheck, photoCheck],
    });
    expect(response.status).toBe(201);
    const checklist = await json<Checklist>(response);
    expect(checklist).toMatchObject({
      productionDepartmentId: 2,
      productType: "Roman blind",
      isActive: true,
    });
    expect(checklist.checks.map((c) => [c.position, c.kind, c.measure, c.toleranceMm, c.isRequired])).toEqual(
      [
        [0, "measurement", "width", 5, true],
        [1, "yes-no", null, null, false],
        [2, "photo", null, null, true],
      ],
    );
    const list = await json<{ checklists: Checklist[] }>(
      await checklistsRoute.GET(await apiRequest("/api/quality/checklists", { as: supervisor })),
    );
    expect(list.checklists.map((c) => c.id)).toContain(checklist.id);
    expect(await json<Checklist>(await get(checklist.id, supervisor))).toEqual(checklist);
  });

  it("keeps one per department and product type (any case), beside the department's one for every type", async () => {
    const first = await create({ productionDepartmentId: 3, productType: "Curtain", checks: [widthCheck] });
    expect(first.status).toBe(201);
    const again = await create({ productionDepartmentId: 3, productType: " curtain ", checks: [cleanCheck] });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ type: "urn:shopfloor:problem:conflict" });
    const everyType = await create({ productionDepartmentId: 3, productType: "", checks: [cleanCheck] });
    expect(everyType.status).toBe(201);
    expect((await json<Checklist>(everyType)).productType).toBeNull();
    expect(
      (await create({ productionDepartmentId: 3, productType: null, checks: [photoCheck] })).status,
    ).toBe(409);
  });

  it("replaces a checklist and its checks; deletes it (then 404)", async () => {
    const made = await json<Checklist>(
      await create({
        productionDepartmentId: 1,
        productType: "Roller blind",
        checks: [widthCheck, photoCheck],
      }),
    );
    const response = await put(made.id, {
      productionDepartmentId: 1,
      productType: "Roller blind",
      isActive: false,
      checks: [{ ...widthCheck, measure: "drop", labelEn: "Drop", labelNl: "Hoogte", toleranceMm: 3 }],
    });
    expect(response.status).toBe(200);
    const changed = await json<Checklist>(response);
    expect(changed).toMatchObject({ id: made.id, isActive: false });
    expect(changed.checks.map((c) => [c.measure, c.toleranceMm])).toEqual([["drop", 3]]);
    expect((await remove(made.id)).status).toBe(204);
    expect((await get(made.id)).status).toBe(404);
    expect((await remove(made.id)).status).toBe(404);
    expect(
      (await put(made.id, { productionDepartmentId: 1, productType: null, checks: [cleanCheck] })).status,
    ).toBe(404);
  });

  it("is kept by an admin only: a supervisor reads, an operator does not even read", async () => {
    const body = { productionDepartmentId: 1, productType: "Pleated blind", checks: [widthCheck] };
    expect((await create(body, supervisor)).status).toBe(403);
    expect(
      (await checklistsRoute.GET(await apiRequest("/api/quality/checklists", { as: operator }))).status,
    ).toBe(403);
  });

  it("refuses odd checklists with a 400 naming the field", async () => {
    const odd: [unknown, string][] = [
      [{ productionDepartmentId: 1, productType: null, checks: [] }, "checks"],
      [
        { productionDepartmentId: 1, productType: null, checks: [{ ...widthCheck, toleranceMm: undefined }] },
        "checks",
      ],
      [
        { productionDepartmentId: 1, productType: null, checks: [{ ...cleanCheck, measure: "width" }] },
        "checks",
      ],
      [
        { productionDepartmentId: 1, productType: null, checks: [{ ...widthCheck, toleranceMm: 1e12 }] },
        "checks",
      ],
      [
        { productionDepartmentId: 1, productType: null, checks: [{ ...widthCheck, measure: "depth" }] },
        "checks",
      ],
      [
        { productionDepartmentId: 1, productType: null, checks: [{ ...cleanCheck, labelEn: "a\u0000b" }] },
        "checks",
      ],
      [{ productionDepartmentId: 1, productType: "x\ud800", checks: [cleanCheck] }, "productType"],
      [{ productionDepartmentId: 1, productType: null, checks: Array(31).fill(cleanCheck) }, "checks"],
      [{ productionDepartmentId: 0, productType: null, checks: [cleanCheck] }, "productionDepartmentId"],
      [{ productionDepartmentId: 1, checks: [cleanCheck] }, "productType"],
    ];
    for (const [body, field] of odd) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toContain(
        field,
      );
    }
  });
});

describe("the quality reasons", () => {
  it("come once to a catalogue seeded before they existed", async () => {
    const db = ctx.handle.db;
    expect((await activeReasons(db, "problem")).length).toBeGreaterThan(0);
    // A catalogue as an older version left it: seeded, without the quality reasons.
    await db.delete(reasons).where(eq(reasons.kind, "quality"));
    await db.delete(appMeta).where(eq(appMeta.key, "reasons-seeded-quality"));
    const codes = (await activeReasons(db, "quality")).map((r) => r.code);
    expect(codes).toEqual(["too-short", "too-long", "too-narrow", "too-wide", "seam-crooked", "soiled"]);
    // Once: an admin's removal stands.
    await db.delete(reasons).where(eq(reasons.code, "soiled"));
    expect((await activeReasons(db, "quality")).map((r) => r.code)).not.toContain("soiled");
  });
});
