// Contract: matching/browse through the typed client over HTTP: one row per
// project material, its status from its entries, paging, filters, search, sort.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/client";
import type { MatchingRow } from "@/lib/production-api/schemas";
import { rejection, useContractContext } from "../support/contract";
import { insertProject, type InsertedProject } from "../support/production-fixtures";

const day = (n: number) => new Date(Date.UTC(2025, 2, n, 8));

describe("matching browse", () => {
  let jansen: InsertedProject;
  let bakker: InsertedProject;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      jansen = await insertProject(db, {
        projectNumber: "M-3001",
        reference: "Jansen",
        customerName: "Van Dijk Interiors",
        customerDebtorCode: "D-77",
        materials: [
          {
            material: "Velvet Blue",
            eanCode: "8710000000011",
            supplier: "Textiel BV",
            date: day(1),
            amount: 4.5,
          },
          { material: "Linen White", eanCode: "8710000000022", supplier: "Weverij", date: day(3) },
        ],
        polygons: [
          {
            polygonId: 801,
            lineNumber: 1,
            materials: [
              { material: "Velvet Blue", isMatched: true },
              { material: "Linen White", isMatched: true },
            ],
          },
          {
            polygonId: 802,
            lineNumber: 2,
            subnumber: 1,
            materials: [{ material: "Velvet Blue", isMatched: true }, { material: "Linen White" }],
          },
        ],
      });
      bakker = await insertProject(db, {
        projectNumber: "M-3002",
        reference: "Bakker",
        customerName: "Hotel 50%_Off",
        materials: [
          { material: "Blackout Grey", eanCode: "8710000000033", supplier: "Textiel BV", date: day(2) },
          { material: "Voile Sand", eanCode: "8710000000044", supplier: "Weverij", date: day(4) },
        ],
        polygons: [
          {
            polygonId: 901,
            lineNumber: 1,
            materials: [
              { material: "Blackout Grey" },
              { material: "Voile Sand", isMatched: true, hasDefect: true },
            ],
          },
        ],
      });
    },
  });

  const browse = (settings: Partial<Parameters<typeof ctx.client.matching.browse>[0]> = {}) =>
    ctx.client.matching.browse({ skip: 0, take: 50, ...settings });
  const materialsOf = (rows: MatchingRow[]) => rows.map((row) => row.material);

  it("answers one row per project material with its project, polygons, entries and status", async () => {
    const page = await browse();
    expect(page.totalResults).toBe(4);
    // Default order: by date, ascending.
    expect(materialsOf(page.results)).toEqual(["Velvet Blue", "Blackout Grey", "Linen White", "Voile Sand"]);
    const [velvet, blackout, linen, voile] = page.results;
    expect(velvet).toMatchObject({
      projectNumber: "M-3001",
      reference: "Jansen",
      customer: "Van Dijk Interiors",
      customerDebtorCode: "D-77",
      supplier: "Textiel BV",
      eanCode: "8710000000011",
      amount: 4.5,
      date: day(1).toISOString(),
      status: "matched",
    });
    const [p801, p802] = jansen.polygons;
    expect(velvet!.polygons).toEqual([
      { id: p801!.id, polygonId: 801, productionProjectId: jansen.id, subnumber: 0 },
      { id: p802!.id, polygonId: 802, productionProjectId: jansen.id, subnumber: 1 },
    ]);
    expect(
      velvet!.polygonProjectMaterials.map((e) => [
        e.id,
        e.productionPolygonId,
        e.productionProjectMaterialId,
      ]),
    ).toEqual([
      [p801!.entryIds[0], p801!.id, jansen.materialIds["Velvet Blue"]],
      [p802!.entryIds[0], p802!.id, jansen.materialIds["Velvet Blue"]],
    ]);
    expect(linen!.status).toBe("partial");
    expect(blackout).toMatchObject({
      status: "unmatched",
      customerDebtorCode: null,
      projectNumber: "M-3002",
    });
    expect(blackout!.polygons.map((p) => p.id)).toEqual(bakker.polygonIds);
    expect(voile!.status).toBe("defect");
  });

  it("pages with skip and take, counting every row the filters leave", async () => {
    const page = await browse({ skip: 1, take: 2 });
    expect(materialsOf(page.results)).toEqual(["Blackout Grey", "Linen White"]);
    expect(page.totalResults).toBe(4);
    const past = await browse({ skip: 10, take: 2 });
    expect(past).toEqual({ results: [], totalResults: 4 });
  });

  // A page's rows are found on the project materials' own order first, then written: page by
  // page, every order and search gives the same rows, once each, as one page of them all.
  it("pages through every order and a search with the same rows as one page of all", async () => {
    const orders = [
      {},
      { descending: true },
      { sort: "material" as const },
      { sort: "projectNumber" as const },
      { sort: "projectNumber" as const, descending: true },
      { search: "e", sort: "material" as const, descending: true },
      { isMatched: false },
    ];
    for (const order of orders) {
      const all = await browse({ ...order, take: 500 });
      for (const take of [1, 3]) {
        const pages: MatchingRow[] = [];
        for (let skip = 0; skip < all.totalResults; skip += take)
          pages.push(...(await browse({ ...order, skip, take })).results);
        expect(pages, JSON.stringify({ ...order, take })).toEqual(all.results);
      }
    }
  });

  it("sorts by date, project number or material, either way", async () => {
    expect(materialsOf((await browse({ descending: true })).results)).toEqual([
      "Voile Sand",
      "Linen White",
      "Blackout Grey",
      "Velvet Blue",
    ]);
    expect(materialsOf((await browse({ sort: "material" })).results)).toEqual([
      "Blackout Grey",
      "Linen White",
      "Velvet Blue",
      "Voile Sand",
    ]);
    // Rows of one project keep the order of their ids.
    expect(materialsOf((await browse({ sort: "projectNumber" })).results)).toEqual([
      "Velvet Blue",
      "Linen White",
      "Blackout Grey",
      "Voile Sand",
    ]);
    expect(materialsOf((await browse({ sort: "projectNumber", descending: true })).results)).toEqual([
      "Voile Sand",
      "Blackout Grey",
      "Linen White",
      "Velvet Blue",
    ]);
  });

  it("filters by matched, defect, EAN code and project", async () => {
    const matched = await browse({ isMatched: true });
    expect(materialsOf(matched.results)).toEqual(["Velvet Blue", "Voile Sand"]);
    expect(matched.totalResults).toBe(2);
    expect(materialsOf((await browse({ isMatched: false })).results)).toEqual([
      "Blackout Grey",
      "Linen White",
    ]);
    expect(materialsOf((await browse({ hasDefect: true })).results)).toEqual(["Voile Sand"]);
    expect((await browse({ hasDefect: false })).totalResults).toBe(3);
    expect(materialsOf((await browse({ eanCode: "8710000000022" })).results)).toEqual(["Linen White"]);
    const ofProject = await browse({ productionProjectId: bakker.id, isMatched: false });
    expect(materialsOf(ofProject.results)).toEqual(["Blackout Grey"]);
    expect(ofProject.totalResults).toBe(1);
  });

  it("searches project number, reference, customer, material, EAN and supplier, ignoring case", async () => {
    const found = async (search: string) => materialsOf((await browse({ search })).results);
    expect(await found("velvet")).toEqual(["Velvet Blue"]);
    expect(await found("JANSEN")).toEqual(["Velvet Blue", "Linen White"]);
    expect(await found("van dijk")).toEqual(["Velvet Blue", "Linen White"]);
    expect(await found("m-3002")).toEqual(["Blackout Grey", "Voile Sand"]);
    expect(await found("weverij")).toEqual(["Linen White", "Voile Sand"]);
    expect(await found("0000033")).toEqual(["Blackout Grey"]);
    expect(await found("nothing like it")).toEqual([]);
    // % and _ are literal characters, not wildcards: only "Hotel 50%_Off" has them.
    expect(await found("%")).toEqual(["Blackout Grey", "Voile Sand"]);
    expect(await found("_")).toEqual(["Blackout Grey", "Voile Sand"]);
    const combined = await browse({ search: "textiel", isMatched: false, take: 1 });
    expect(materialsOf(combined.results)).toEqual(["Blackout Grey"]);
    expect(combined.totalResults).toBe(1);
  });

  it("refuses a page size outside 1..500 with a field error on take", async () => {
    for (const take of [501, 0]) {
      const error = await rejection(browse({ take }));
      expect(error.status).toBe(400);
      expect(Object.keys(error.fieldErrors)).toEqual(["take"]);
    }
    expect((await browse({ take: 500 })).results).toHaveLength(4);
  });

  it("shows a matched entry in the row's status", async () => {
    const linenEntry = jansen.polygons[1]!.entryIds[1]!;
    await ctx.client.polygon.setProjectMaterialMatched({ id: linenEntry, isMatched: true });
    const [linen] = (await browse({ search: "Linen" })).results;
    expect(linen!.status).toBe("matched");
    expect(linen!.polygonProjectMaterials.find((e) => e.id === linenEntry)).toMatchObject({
      isMatched: true,
      matchedAt: expect.any(String) as string,
    });
    expect(materialsOf((await browse({ isMatched: false })).results)).toEqual(["Blackout Grey"]);
  });

  it("answers the same request anew once an entry it shows has changed", async () => {
    const grey = bakker.polygons[0]!.entryIds[0]!;
    const askGrey = async () => (await browse({ search: "Blackout" })).results[0]!;
    expect((await askGrey()).status).toBe("unmatched");
    await ctx.client.polygon.setProjectMaterialMatched({ id: grey, isMatched: true });
    expect((await askGrey()).status).toBe("matched");
    await ctx.client.polygon.setProjectMaterialHasDefect({ id: grey, hasDefect: true });
    const row = await askGrey();
    expect(row.status).toBe("defect");
    expect(row.polygonProjectMaterials[0]).toMatchObject({ id: grey, hasDefect: true, isMatched: true });
    // Back as the seed had it, for the tests after this one.
    await ctx.client.polygon.setProjectMaterialHasDefect({ id: grey, hasDefect: false });
    await ctx.client.polygon.setProjectMaterialMatched({ id: grey, isMatched: false });
    expect((await askGrey()).status).toBe("unmatched");
  });

  // The kept pages and counts are kept per data version: a status move (no column the list shows)
  // keeps it, a change of a polygon the list shows moves it on.
  it("keeps its data version through a status move, not through a shown polygon's change", async () => {
    const version = async () =>
      (
        await queryRows<{ version: string }>(
          ctx.handle.db,
          sql`select version::text from production_api.data_version where id = 1`,
        )
      )[0]!.version;
    const before = await version();
    await ctx.client.status.setStatusForPolygons({
      productionPolygonIds: jansen.polygonIds,
      statusValue: 300,
    });
    expect(await version()).toBe(before);
    const [first] = jansen.polygonIds;
    await ctx.handle.db.execute(sql`update production_api.polygons set subnumber = 7 where id = ${first}`);
    expect(await version()).not.toBe(before);
    const [velvet] = (await browse({ search: "Velvet" })).results;
    expect(velvet!.polygons.find((p) => p.id === first)?.subnumber).toBe(7);
    await ctx.handle.db.execute(sql`update production_api.polygons set subnumber = 0 where id = ${first}`);
  });

  it("counts rows added after an earlier count", async () => {
    expect((await browse({ search: "textiel" })).totalResults).toBe(2);
    const before = (await browse()).totalResults;
    await insertProject(ctx.handle.db, {
      projectNumber: "M-3003",
      materials: [{ material: "Sheer Ivory", supplier: "Textiel BV", date: day(5) }],
      polygons: [{ polygonId: 1001, lineNumber: 1, materials: [{ material: "Sheer Ivory" }] }],
    });
    expect((await browse()).totalResults).toBe(before + 1);
    const found = await browse({ search: "textiel" });
    expect(found.totalResults).toBe(3);
    expect(materialsOf(found.results)).toContain("Sheer Ivory");
  });
});
