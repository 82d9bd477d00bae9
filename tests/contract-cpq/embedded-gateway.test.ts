// Contract: the stand-in's Embedded Gateway (LoadProject in both spellings,
// GetAllSuppliers) and the pictures and documents its answers link to. Its
// projects are the embedded production API's: same ids, polygons and EANs.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { polygons, projectMaterials, projects } from "@/lib/embedded-api/schema";
import { createEmbeddedCpqHandler } from "@/lib/embedded-cpq/handler";
import { standInOptions, useStandIn } from "../support/cpq-stand-in";

describe("stand-in Embedded Gateway", () => {
  const ctx = useStandIn();

  it("LoadProject answers every production project, each production polygon's polygonId one of its polygons", async () => {
    const rows = await ctx.handle.db.select().from(projects);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hubApplicationId).toBe(12);
      const result = await ctx.hub.loadProject(String(row.hubApplicationId), row.projectId);
      if (result.status !== "found") throw new Error(`project ${row.projectId} not available`);
      expect(result.project).toMatchObject({
        id: row.projectId,
        projectNumber: row.projectNumber,
        reference: row.reference,
      });
      const cpqIds = result.project.polygons.map((p) => p.id);
      const production = await ctx.handle.db
        .select()
        .from(polygons)
        .where(eq(polygons.productionProjectId, row.id));
      for (const polygon of production) expect(cpqIds).toContain(polygon.polygonId);
      // The same EANs as the production project's materials.
      const eans = new Set(
        result.project.polygons.flatMap((p) =>
          (p.categoryLinks ?? []).map((l) => l.categoryLinkMaterial?.materialEanCode),
        ),
      );
      const materials = await ctx.handle.db
        .select()
        .from(projectMaterials)
        .where(eq(projectMaterials.productionProjectId, row.id));
      expect([...eans].sort()).toEqual(materials.map((m) => m.eanCode).sort());
    }
  });

  it("a polygon carries its model image, visuals, documentation, print data and category links", async () => {
    const result = await ctx.hub.loadProject("12", ctx.demo.projectId);
    if (result.status !== "found") throw new Error("not available");
    const polygon = result.project.polygons.find((p) => p.id === ctx.demo.polygonId)!;
    const base = `${ctx.server.origin}/cpq/12`;
    expect(polygon.modelImageUrl).toBe(`${base}/images/model/${String(polygon.modelId)}.svg`);
    expect(polygon.visualGroups?.[0]?.scenes[0]?.visuals[0]?.url).toBe(
      `${base}/images/polygon/${polygon.id}.svg`,
    );
    expect(polygon.documentations?.[0]?.documentationUrl).toBe(
      `${base}/docs/model/${String(polygon.modelId)}.html`,
    );
    const printData = new Map((polygon.printDataProperties ?? []).map((p) => [p.description, p.value]));
    expect(printData.get("Width")).toBe(`${polygon.width} mm`);
    expect(printData.get("Model")).toBe(polygon.modelDescription);
    const main = polygon.categoryLinks?.find((l) => l.isMainCategory);
    expect(main?.categoryLinkMaterial).toMatchObject({
      materialEanCode: expect.stringMatching(/^\d{13}$/) as string,
      materialColor: expect.any(String) as string,
    });
    expect(main?.imageUrl).toBe(`${base}/images/material/${main?.categoryLinkMaterial?.materialId}.svg`);
  });

  it("the lowercase loadproject answers the lowercase schema; direct mode reaches the same project", async () => {
    const lower = await ctx.hub.loadProjectLowercase("12", ctx.demo.projectId);
    if (lower.status !== "found") throw new Error("not available");
    expect(lower.project).toMatchObject({
      applicationId: 12,
      id: ctx.demo.projectId,
      referenceId: expect.any(String) as string,
    });
    const direct = await ctx.direct.loadProject("12", ctx.demo.projectId);
    expect(direct.status === "found" && direct.project.polygons.map((p) => p.id)).toEqual(
      lower.project.polygons.map((p) => p.id),
    );
  });

  it("204 (not available) for a project the CPQ does not have; 400 ProblemDetails without projectId", async () => {
    expect(await ctx.hub.loadProject("12", 999_999_999)).toEqual({ status: "not-available" });
    expect(await ctx.hub.loadProjectLowercase("12", 1)).toEqual({ status: "not-available" });
    const token = await ctx.direct.getIframeUrl("12").then((u) => new URL(u).searchParams.get("token")!);
    const response = await fetch(`${ctx.server.origin}/cpq/12/api/Gateway/Embedded/LoadProject`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ includePurchasePrices: false }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 400,
      errors: { projectId: expect.any(Array) as unknown[] },
    });
  });

  it("GetAllSuppliers lists the suppliers of the materials, in both spellings", async () => {
    const suppliers = await ctx.hub.getAllSuppliers("12");
    const names = await ctx.handle.db
      .selectDistinct({ supplier: projectMaterials.supplier })
      .from(projectMaterials);
    expect(suppliers.map((s) => s.name).sort()).toEqual(names.map((n) => n.supplier).sort());
    expect(suppliers.every((s) => Number.isInteger(s.id) && s.id > 0)).toBe(true);
    const token = await ctx.direct.getIframeUrl("12").then((u) => new URL(u).searchParams.get("token")!);
    const lower = await fetch(`${ctx.server.origin}/cpq/12/api/gateway/embedded/getallsuppliers`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await lower.json()).toEqual(suppliers);
  });

  it("draws the polygon at its size in its fabric's colour, and serves the model's documentation", async () => {
    const result = await ctx.hub.loadProject("12", ctx.demo.projectId);
    if (result.status !== "found") throw new Error("not available");
    const polygon = result.project.polygons.find((p) => p.id === ctx.demo.polygonId)!;
    const picture = await ctx.hub.fetchFile("12", polygon.visualGroups![0]!.scenes[0]!.visuals[0]!.url);
    expect(picture.contentType).toBe("image/svg+xml");
    const svg = new TextDecoder().decode(picture.bytes);
    expect(svg).toContain(
      polygon.height === null ? `${polygon.width} mm` : `${polygon.width} × ${polygon.height} mm`,
    );
    const doc = await ctx.direct.fetchFile("12", polygon.documentations![0]!.documentationUrl);
    expect(doc.contentType).toContain("text/html");
    expect(new TextDecoder().decode(doc.bytes)).toContain(String(polygon.modelDescription));
    const swatch = await ctx.hub.fetchFile("12", polygon.categoryLinks![0]!.imageUrl!);
    expect(new TextDecoder().decode(swatch.bytes)).toContain("<svg");
    // Without the bearer token: 401.
    expect((await fetch(polygon.modelImageUrl!)).status).toBe(401);
  });

  it("writes its absolute URLs with the origin the caller used (the Host header)", async () => {
    const handler = createEmbeddedCpqHandler(standInOptions(() => Promise.resolve(ctx.handle.db)));
    const token = new URL(await ctx.direct.getIframeUrl("12")).searchParams.get("token")!;
    const response = await handler(
      new Request("http://localhost:3000/cpq/12/api/Gateway/Embedded/LoadProject", {
        method: "POST",
        headers: { host: "shop.example:8443", authorization: `Bearer ${token}` },
        body: JSON.stringify({ projectId: ctx.demo.projectId }),
      }),
    );
    const project = (await response.json()) as { polygons: { modelImageUrl: string }[] };
    expect(project.polygons[0]!.modelImageUrl).toMatch(
      /^http:\/\/shop\.example:8443\/cpq\/12\/images\/model\/\d+\.svg$/,
    );
  });
});
