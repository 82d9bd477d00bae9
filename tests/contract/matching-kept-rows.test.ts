// Contract: matching/browse puts its pages together from kept rows (what
// matching does not change) and one statement of the page's entries. Its pages
// are the one-statement page byte for byte, in every order, filter and offset,
// and a page after a write shows it: a match through the API, and writes made
// straight in the database as another app server would make them.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/client";
import { findMatchingPageJson } from "@/lib/embedded-api/queries/matching-page";
import { findMatchingRowsJson } from "@/lib/embedded-api/queries/matching-rows";
import type { MatchingQuery } from "@/lib/embedded-api/queries/matching-filters";
import { useContractContext } from "../support/contract";
import { insertProject, type InsertedProject } from "../support/production-fixtures";

const day = (n: number) => new Date(Date.UTC(2025, 2, n, 8));

describe("matching browse from kept rows", () => {
  const projects: InsertedProject[] = [];
  const ctx = useContractContext({
    seed: async ({ db }) => {
      for (let p = 0; p < 6; p++) {
        const names = ["Velvet Blue", "Linen White", `Voile ${p}`];
        projects.push(
          await insertProject(db, {
            projectNumber: `K-${4000 + ((p * 7) % 6)}`,
            reference: p % 2 ? `Ref "${p}" \\ é` : null,
            customerName: p === 3 ? "Hotel 50%_Off ✓" : `Klant ${p}`,
            customerDebtorCode: p % 3 ? `D-${p}` : null,
            materials: names.map((material, m) => ({
              material,
              eanCode: m === 2 ? null : `87100000000${m}${p}`,
              supplier: m ? "Weverij" : null,
              // Equal dates (the id breaks the tie) and a row without a date.
              date: m === 2 && p === 4 ? null : day(1 + ((p + m) % 3)),
              amount: 1.25 * (m + 1),
            })),
            polygons: [
              {
                polygonId: 100 * p + 1,
                lineNumber: 1,
                materials: [
                  { material: names[0]!, isMatched: p % 2 === 0 },
                  { material: names[1]!, hasDefect: p === 2, hadDefect: p === 2 },
                ],
              },
              { polygonId: 100 * p + 2, lineNumber: 2, subnumber: p, materials: [{ material: names[0]! }] },
            ],
          }),
        );
      }
    },
  });

  const db = () => ctx.handle.db;
  const rowsVersion = async () =>
    (
      await queryRows<{ v: string }>(
        db(),
        sql`select version::text as v from production_api.matching_rows_version`,
      )
    )[0]!.v;

  /** The kept-rows page and the one-statement page must be the same text. */
  async function expectSamePage(query: MatchingQuery, page: { skip: number; take: number }) {
    const { results } = await findMatchingPageJson(db(), query, page);
    expect(results, JSON.stringify({ query, page })).toBe(await findMatchingRowsJson(db(), query, page));
    return (JSON.parse(results) as unknown[]).length;
  }

  it("writes every page as the one-statement page does, in every order, filter and offset", async () => {
    const queries: MatchingQuery[] = [
      {},
      { descending: true },
      { sort: "material" },
      { sort: "projectNumber", descending: true },
      { sort: "projectNumber" },
      { search: "50%_off" },
      { search: "e", sort: "material", descending: true },
      { productionProjectId: projects[2]!.id },
      { eanCode: "8710000000011" },
      { isMatched: false },
      { isMatched: true, sort: "projectNumber" },
      { hasDefect: true },
      { hasDefect: false, descending: true },
    ];
    let rowsSeen = 0;
    for (const query of queries) {
      for (const page of [
        { skip: 0, take: 50 },
        { skip: 0, take: 3 },
        { skip: 2, take: 4 },
        { skip: 7, take: 5 },
        { skip: 17, take: 50 },
        { skip: 100, take: 5 },
      ]) {
        rowsSeen += await expectSamePage(query, page);
      }
    }
    expect(rowsSeen).toBeGreaterThan(100);
  });

  it("shows a match made through the API, and keeps its rows and count meanwhile", async () => {
    const before = await ctx.client.matching.browse({ skip: 0, take: 50 });
    const matchedBefore = (await ctx.client.matching.browse({ skip: 0, take: 1, isMatched: true }))
      .totalResults;
    const version = await rowsVersion();
    // Velvet Blue of the second project: both its entries unmatched, then both matched.
    const [entry] = projects[1]!.polygons[0]!.entryIds;
    await ctx.client.polygon.setProjectMaterialMatched({ id: entry!, isMatched: true });
    await ctx.client.polygon.setProjectMaterialMatched({
      id: projects[1]!.polygons[1]!.entryIds[0]!,
      isMatched: true,
    });

    const after = await ctx.client.matching.browse({ skip: 0, take: 50 });
    const row = after.results.find((r) => r.polygonProjectMaterials.some((e) => e.id === entry));
    expect(row?.polygonProjectMaterials.find((e) => e.id === entry)?.isMatched).toBe(true);
    expect(row?.status).toBe("matched");
    expect(before.results.find((r) => r.polygonProjectMaterials.some((e) => e.id === entry))?.status).toBe(
      "unmatched",
    );
    expect(after.totalResults).toBe(before.totalResults);
    expect((await ctx.client.matching.browse({ skip: 0, take: 1, isMatched: true })).totalResults).toBe(
      matchedBefore + 1,
    );
    // Matching does not raise the rows version: the rows stay kept.
    expect(await rowsVersion()).toBe(version);
    await expectSamePage({}, { skip: 0, take: 50 });
  });

  it("shows writes another app server made straight in the database", async () => {
    await ctx.client.matching.browse({ skip: 0, take: 50 }); // keep every row
    const entry = projects[4]!.polygons[1]!.entryIds[0]!;
    await db().execute(
      sql`update production_api.polygon_materials set has_defect = true where id = ${entry}`,
    );
    let page = await ctx.client.matching.browse({ skip: 0, take: 50 });
    let row = page.results.find((r) => r.polygonProjectMaterials.some((e) => e.id === entry));
    expect(row?.status).toBe("defect");
    expect(row?.polygonProjectMaterials.find((e) => e.id === entry)?.hasDefect).toBe(true);

    const version = await rowsVersion();
    await db().execute(
      sql`update production_api.projects set customer_name = 'Nieuwe Klant' where id = ${projects[4]!.id}`,
    );
    expect(await rowsVersion()).not.toBe(version);
    page = await ctx.client.matching.browse({ skip: 0, take: 50 });
    row = page.results.find((r) => r.polygonProjectMaterials.some((e) => e.id === entry));
    expect(row?.customer).toBe("Nieuwe Klant");
    expect(page.results.filter((r) => r.customer === "Klant 4")).toEqual([]);

    await db().execute(sql`insert into production_api.project_materials
      (production_project_id, material_id, material, date) values (${projects[0]!.id}, 9, 'Nieuw Laken', ${day(1).toISOString()})`);
    page = await ctx.client.matching.browse({ skip: 0, take: 50 });
    expect(page.totalResults).toBe(19);
    expect(page.results.find((r) => r.material === "Nieuw Laken")).toMatchObject({
      status: "unmatched",
      polygons: [],
      polygonProjectMaterials: [],
    });
    await expectSamePage({}, { skip: 0, take: 50 });
    await expectSamePage({ search: "nieuw" }, { skip: 0, take: 50 });
  });
});
