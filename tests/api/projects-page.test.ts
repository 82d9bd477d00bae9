// The project page's data and its CSV download of the bill of materials: the
// CSV holds exactly the order spec's bill of materials (per line, then the
// project totals), quoted for Excel; office roles only; 404 for an unknown project.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as bomRoute from "@/app/api/projects/[id]/bom/route";
import { projectPage } from "@/lib/projects/project-page";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";
import { parseCsv } from "../support/csv";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

const line = (code: string, description: string, quantity: number, unit = "m") => ({
  code,
  description,
  eanCode: "8712345678906",
  quantity,
  unitDescription: unit,
  supplier: { id: 1, name: "Weverij Twente", sbnKey: null },
});

beforeAll(async () => {
  // The seeded order spec has no bill of materials: give each line one, with
  // text that needs quoting (comma, quote, a leading "=" Excel would run).
  const items = [7001, 7002].map((id, i) => ({
    id,
    lineNumber: i + 1,
    description: `Curtain ${i + 1}`,
    width: 1200,
    height: 2400,
    billOfMaterials: [line(`VEL-${i + 1}`, i ? 'Velvet "royal", blue' : "=Velvet", 2.5 + i)],
  }));
  await ctx.handle.db
    .update(t.projects)
    .set({
      orderSpec: {
        id: 5001,
        projectNumber: "P-1001",
        reference: "Smith",
        items,
        billOfMaterials: [line("VEL-ALL", "Velvet, total", 6), line("HOOK", "Hooks", 40, "pcs")],
      },
    })
    .where(eq(t.projects.id, ctx.ids.productionProjectId));
});

const getBom = async (id: number, as = supervisor) =>
  bomRoute.GET(await apiRequest(`/api/projects/${id}/bom`, { as }), routeParams({ id }));

describe("GET /api/projects/{id}/bom", () => {
  it("downloads the order spec's bill of materials as CSV for Excel", async () => {
    const id = ctx.ids.productionProjectId;
    const response = await getBom(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bom-P-1001.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith("\r\n")).toBe(true);

    const { orderSpec } = await ctx.upstream.projectExport.getOrderSpec({ productionProjectId: id });
    const expected = [
      ...orderSpec.items.flatMap((item) =>
        item.billOfMaterials.map((l) => [
          "line",
          String(item.lineNumber),
          String(item.id),
          l.code,
          l.description,
          String(l.quantity),
          l.unitDescription,
        ]),
      ),
      ...orderSpec.billOfMaterials.map((l) => [
        "project",
        "",
        "",
        l.code,
        l.description,
        String(l.quantity),
        l.unitDescription,
      ]),
    ];
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "scope",
      "lineNumber",
      "itemId",
      "code",
      "description",
      "eanCode",
      "supplierCode",
      "supplier",
      "category",
      "quantity",
      "unit",
      "lot",
    ]);
    // The formula-looking description is defused with an apostrophe; everything else is as the order spec says.
    const shown = rows.map((r) => [r[0], r[1], r[2], r[3], r[4]?.replace(/^'=/, "="), r[9], r[10]]);
    expect(shown).toEqual(expected);
    expect(rows.map((r) => r[4])).toEqual(["'=Velvet", 'Velvet "royal", blue', "Velvet, total", "Hooks"]);
    expect(rows.every((r) => r[5] === "8712345678906" && r[7] === "Weverij Twente")).toBe(true);
  });

  it("is for the office: an admin may, a packer may not", async () => {
    const id = ctx.ids.productionProjectId;
    expect((await getBom(id, employee(["admin"]))).status).toBe(200);
    expect((await getBom(id, employee(["packer"]))).status).toBe(403);
    expect((await getBom(id, null as never)).status).toBe(401);
  });

  it("answers 404 for a project that does not exist", async () => {
    expect((await getBom(99999)).status).toBe(404);
  });
});

describe("the project page's data", () => {
  it("shows each line with its status, departments, packages and matching state", async () => {
    const id = ctx.ids.productionProjectId;
    const page = await projectPage(ctx.handle.db, ctx.upstream, id);
    expect(page.exportProject.prjNumber).toBe("P-1001");
    expect(page.orderSpec.billOfMaterials.map((l) => l.code)).toEqual(["VEL-ALL", "HOOK"]);
    expect(page.polygons.map((p) => [p.id, p.lineNumber, p.currentStatusValue])).toEqual([
      [ctx.ids.polygonIds[0], 1, 100],
      [ctx.ids.polygonIds[1], 2, 100],
    ]);
    const [first, second] = page.polygons;
    expect(first?.departments.map((d) => d.name)).toEqual(["CUT room", "PACK room"]);
    expect(second?.departments.map((d) => d.name)).toEqual(["CUT room"]);
    expect(first?.packages).toEqual([expect.objectContaining({ barcode: "PKG-0001", packedAt: null })]);
    expect(page.polygons.map((p) => p.matching)).toEqual(["unmatched", "unmatched"]);
  });

  it("marks a line matched, or defect when one of its materials has a defect", async () => {
    const [firstEntry, secondEntry] = ctx.ids.materialEntryIds;
    await ctx.upstream.polygon.setProjectMaterialMatched({ id: firstEntry, isMatched: true });
    await ctx.upstream.polygon.setProjectMaterialHasDefect({ id: secondEntry, hasDefect: true });
    const page = await projectPage(ctx.handle.db, ctx.upstream, ctx.ids.productionProjectId);
    expect(page.polygons.map((p) => p.matching)).toEqual(["matched", "defect"]);
    expect(page.polygons[1]?.materials).toEqual([
      expect.objectContaining({ material: "Velvet", hasDefect: true, defect: null }),
    ]);
  });

  it("fails with the upstream's 404 for an unknown project (the page shows not-found)", async () => {
    await expect(projectPage(ctx.handle.db, ctx.upstream, 99999)).rejects.toMatchObject({ status: 404 });
  });
});
