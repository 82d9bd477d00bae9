// The office search box's route: a project number or customer finds the
// project, a package barcode the package, a job-ticket code or an EAN the
// polygon; every hit links to the project page (a polygon at its line).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as searchRoute from "@/app/api/search/route";
import * as t from "@/lib/embedded-api/schema";
import { forgetProjectDirectory, loadedProjectDirectory } from "@/lib/search/project-directory";
import type { SearchHit } from "@/lib/search/search";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

beforeAll(async () => {
  await ctx.handle.db
    .update(t.projects)
    .set({ customerName: "Jansen Interieur" })
    .where(eq(t.projects.id, ctx.ids.productionProjectId));
  await loadedProjectDirectory(ctx.handle.db, ctx.upstream);
});

async function search(q: string, as = supervisor) {
  return searchRoute.GET(await apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { as }));
}
async function hits(q: string): Promise<SearchHit[]> {
  const response = await search(q);
  expect(response.status).toBe(200);
  return json<SearchHit[]>(response);
}

describe("GET /api/search", () => {
  it("finds a project by its number and by its customer, linking to the project page", async () => {
    const project = {
      kind: "project",
      productionProjectId: ctx.ids.productionProjectId,
      projectNumber: "P-1001",
      // The seed's export names no end customer nor retailer's reference: the upstream's customer is the retailer.
      customer: null,
      retailer: "Jansen Interieur",
      retailerReference: null,
      reference: "Smith",
      href: `/projects/${ctx.ids.productionProjectId}`,
    };
    for (const q of ["P-1001", "jansen", "smith"]) {
      const found = await hits(q);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject(project);
    }
  });

  it("finds a package by its label barcode, with its project and line, linking to the line on the project page", async () => {
    const [, second] = ctx.ids.polygonIds;
    expect(await hits("PKG-0002")).toEqual([
      {
        kind: "package",
        barcode: "PKG-0002",
        productionPolygonId: second,
        productionProjectId: ctx.ids.productionProjectId,
        projectNumber: "P-1001",
        lineNumber: 2,
        href: `/projects/${ctx.ids.productionProjectId}#polygon-${second}`,
      },
    ]);
  });

  it("finds a polygon by its job-ticket code and the polygons of a material by EAN", async () => {
    const [first, second] = ctx.ids.polygonIds;
    const polygon = (id: number) => ({
      kind: "polygon",
      productionPolygonId: id,
      productionProjectId: ctx.ids.productionProjectId,
      projectNumber: "P-1001",
      lineNumber: id === first ? 1 : 2,
      href: `/projects/${ctx.ids.productionProjectId}#polygon-${id}`,
    });
    expect(await hits(ticketCode(first))).toEqual([polygon(first)]);
    const byEan = await hits("8712345678906");
    expect(byEan.filter((h) => h.kind === "polygon")).toEqual([polygon(first), polygon(second)]);
  });

  it("answers an empty list when nothing matches, including an unknown ticket code", async () => {
    expect(await hits("no such thing")).toEqual([]);
    expect(await hits("P99999")).toEqual([]);
  });

  it("asks the upstream's own search while the project directory is first read through it", async () => {
    // The export names the end customer: the directory shows it, the upstream's search does not.
    await ctx.handle.db
      .update(t.projects)
      .set({ exportProject: sql`${t.projects.exportProject} || '{"nameDelivery": "Fam. Smith"}'::jsonb` })
      .where(eq(t.projects.id, ctx.ids.productionProjectId));
    forgetProjectDirectory();
    const [hit] = await hits("P-1001");
    expect(hit).toMatchObject({
      kind: "project",
      productionProjectId: ctx.ids.productionProjectId,
      projectNumber: "P-1001",
      retailer: "Jansen Interieur",
      customer: null,
    });
    // The read started by that search: the next searches use the directory.
    await loadedProjectDirectory(ctx.handle.db, ctx.upstream);
    expect((await hits("jansen"))[0]).toMatchObject({
      productionProjectId: ctx.ids.productionProjectId,
      customer: "Fam. Smith",
    });
  });

  it("is for the office: an admin may search, a packer may not, 2 characters at least", async () => {
    expect((await search("P-1001", employee(["admin"]))).status).toBe(200);
    expect((await search("P-1001", employee(["packer"]))).status).toBe(403);
    const short = await search(" a ");
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ errors: { q: [expect.any(String)] } });
  });
});
