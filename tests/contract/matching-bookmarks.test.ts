// Contract: pages deep in the matching list's date order start at a bookmark
// (every 1,000th row's key) and are still the one-statement page byte for byte:
// on either side of a bookmark, in both directions, with rows without a date
// (last ascending, first descending), and after rows were added or re-dated
// straight in the database (bookmarks of an older version are not used).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findMatchingPageJson } from "@/lib/embedded-api/queries/matching-page";
import { findMatchingRowsJson } from "@/lib/embedded-api/queries/matching-rows";
import { useContractContext } from "../support/contract";
import { insertProject } from "../support/production-fixtures";

describe("matching browse deep in the date order", () => {
  let projectId = 0;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      const project = await insertProject(db, {
        projectNumber: "B-5001",
        customerName: "Diep & Zoon",
        polygons: [{ polygonId: 1, lineNumber: 1, materials: [{ material: "Eerste", isMatched: true }] }],
      });
      projectId = project.id;
      // 2,600 rows: dates shared by many rows (the id breaks the tie), every 97th without a date.
      await db.execute(sql`insert into production_api.project_materials (production_project_id, material_id, material, date)
        select ${projectId}, i, 'Stof ' || i,
          case when i % 97 = 0 then null else timestamptz '2025-03-01 08:00Z' + (i * 7919 % 41) * interval '1 hour' end
        from generate_series(1, 2600) as i`);
      await db.execute(sql`insert into production_api.polygon_materials
          (production_polygon_id, production_project_material_id, polygon_project_material_id, is_matched)
        select ${project.polygonIds[0]!}, id, id, id % 2 = 0 from production_api.project_materials where id % 3 = 0`);
    },
  });

  const pages = [999, 1000, 1001, 1234, 1999, 2000, 2001, 2540, 2560, 2590, 2700].flatMap((skip) => [
    { skip, take: 50 },
    { skip, take: 7 },
  ]);

  async function expectSamePages() {
    let rowsSeen = 0;
    for (const descending of [false, true]) {
      for (const page of pages) {
        const { results } = await findMatchingPageJson(ctx.handle.db, { descending }, page);
        const expected = await findMatchingRowsJson(ctx.handle.db, { descending }, page);
        expect(results, JSON.stringify({ descending, page })).toBe(expected);
        rowsSeen += (JSON.parse(results) as unknown[]).length;
      }
    }
    return rowsSeen;
  }

  it("answers a page after a bookmark as the one-statement page", async () => {
    expect(await expectSamePages()).toBeGreaterThan(1000);
  });

  it("answers right after rows were added and re-dated by another app server", async () => {
    await expectSamePages(); // bookmarks read
    await ctx.handle.db
      .execute(sql`insert into production_api.project_materials (production_project_id, material_id, material, date)
      values (${projectId}, 1, 'Vroeg', timestamptz '2025-02-01 08:00Z'), (${projectId}, 2, 'Zonder datum', null)`);
    await expectSamePages();
    await ctx.handle.db.execute(sql`update production_api.project_materials
      set date = timestamptz '2025-04-01 08:00Z' where material in ('Stof 10', 'Stof 11', 'Stof 12')`);
    await expectSamePages();
    // Through the API: the re-dated rows are the last with a date, the rows without one (the fixture's first among them) follow by id.
    const page = await ctx.client.matching.browse({ skip: 2572, take: 4 });
    expect(page.totalResults).toBe(2603);
    expect(page.results.map((row) => row.material)).toEqual(["Stof 10", "Stof 11", "Stof 12", "Eerste"]);
    const first = await ctx.client.matching.browse({ skip: 0, take: 1 });
    expect(first.results.map((row) => row.material)).toEqual(["Vroeg"]);
    const last = await ctx.client.matching.browse({ skip: 2602, take: 5 });
    expect(last.results.map((row) => row.material)).toEqual(["Zonder datum"]);
  });
});
