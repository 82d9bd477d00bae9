// Contract: polygon/* (5 operations) through the typed client over HTTP.
import { describe, expect, it } from "vitest";
import { rejection, useContractContext } from "../support/contract";
import { insertProject, type InsertedProject } from "../support/production-fixtures";

const day = 86_400_000;

describe("polygon operations", () => {
  let project: InsertedProject;
  const twoDaysAgo = new Date(Date.now() - 2 * day);
  const yesterday = new Date(Date.now() - day);
  const ctx = useContractContext({
    seed: async ({ db }) => {
      project = await insertProject(db, {
        projectNumber: "P-7000",
        polygons: [
          {
            polygonId: 701,
            lineNumber: 1,
            // Inserted out of order: the history still reads oldest first.
            statuses: [
              { value: 200, assignedAt: yesterday, hubEmployeeId: 1003, remarks: "started" },
              { value: 100, assignedAt: twoDaysAgo, hubEmployeeId: 1002 },
            ],
            materials: [{ material: "Velvet", isMatched: true }, { material: "Lining" }],
          },
          { polygonId: 702, lineNumber: 2, materials: [{ material: "Velvet", isMatched: true }] },
          { polygonId: 703, lineNumber: 3 },
          { polygonId: 704, lineNumber: 4, materials: [{ material: "Lining" }, { material: "Tape" }] },
        ],
      });
    },
  });

  const unmatchedIds = async () => (await ctx.client.polygon.getUnmatched()).map((polygon) => polygon.id);

  it("reads a polygon with its history oldest first and its material entries", async () => {
    const [polygon] = project.polygons;
    const read = await ctx.client.polygon.getById({ id: polygon!.id });
    expect(read).toEqual({
      id: polygon!.id,
      polygonId: 701,
      productionProjectId: project.id,
      subnumber: 0,
      productionPackageId: null,
      finishAt: null,
      deliverAt: null,
      productionValue: 0,
      statuses: [
        {
          id: polygon!.statusIds[1],
          productionPolygonId: polygon!.id,
          productionStatusId: expect.any(Number) as number,
          productionStatusValue: 100,
          hubEmployeeId: 1002,
          remarks: null,
          assignedAt: twoDaysAgo.toISOString(),
        },
        {
          id: polygon!.statusIds[0],
          productionPolygonId: polygon!.id,
          productionStatusId: expect.any(Number) as number,
          productionStatusValue: 200,
          hubEmployeeId: 1003,
          remarks: "started",
          assignedAt: yesterday.toISOString(),
        },
      ],
      materials: [
        {
          id: polygon!.entryIds[0],
          polygonProjectMaterialId: 70100,
          hasDefect: false,
          hadDefect: false,
          isMatched: true,
          matchedAt: expect.any(String) as string,
        },
        {
          id: polygon!.entryIds[1],
          polygonProjectMaterialId: 70101,
          hasDefect: false,
          hadDefect: false,
          isMatched: false,
          matchedAt: null,
        },
      ],
    });
  });

  it("answers 404 for an unknown polygon and 400 for an id that is not a number", async () => {
    expect((await rejection(ctx.client.polygon.getById({ id: 999_999 }))).status).toBe(404);
    const malformed = await rejection(ctx.client.polygon.getById({ id: "abc" as never }));
    expect(malformed.status).toBe(400);
    expect(malformed.fieldErrors).toHaveProperty("id");
  });

  it("lists the polygons still waiting for material, until the last one is matched", async () => {
    const [first, matched, bare, waiting] = project.polygons;
    expect(await unmatchedIds()).toEqual([first!.id, waiting!.id]);
    const listed = (await ctx.client.polygon.getUnmatched())[0]!;
    expect(listed.materials.map((m) => m.id)).toEqual(first!.entryIds);
    expect(listed.statuses.map((s) => s.productionStatusValue)).toEqual([100, 200]);
    expect(await unmatchedIds()).not.toContain(matched!.id);
    expect(await unmatchedIds()).not.toContain(bare!.id);

    // One of two unmatched entries: still waiting; the last one: no longer listed.
    await ctx.client.polygon.setProjectMaterialMatched({ id: waiting!.entryIds[0]!, isMatched: true });
    expect(await unmatchedIds()).toContain(waiting!.id);
    await ctx.client.polygon.setProjectMaterialMatched({ id: waiting!.entryIds[1]!, isMatched: true });
    expect(await unmatchedIds()).toEqual([first!.id]);

    // Unmatching puts it back.
    await ctx.client.polygon.setProjectMaterialMatched({ id: waiting!.entryIds[1]!, isMatched: false });
    expect(await unmatchedIds()).toEqual([first!.id, waiting!.id]);
  });

  it("stamps matchedAt on matching and clears it on unmatching", async () => {
    const entryId = project.polygons[0]!.entryIds[1]!;
    const before = Date.now();
    const matched = await ctx.client.polygon.setProjectMaterialMatched({ id: entryId, isMatched: true });
    expect(matched).toMatchObject({ id: entryId, polygonProjectMaterialId: 70101, isMatched: true });
    expect(Date.parse(matched.matchedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(matched.matchedAt!)).toBeLessThanOrEqual(Date.now() + 1000);

    const unmatched = await ctx.client.polygon.setProjectMaterialMatched({ id: entryId, isMatched: false });
    expect(unmatched).toMatchObject({ id: entryId, isMatched: false, matchedAt: null });
    const read = await ctx.client.polygon.getById({ id: project.polygons[0]!.id });
    expect(read.materials.find((m) => m.id === entryId)).toEqual(unmatched);
  });

  it("keeps hadDefect once a defect was found, until it is cleared itself", async () => {
    const entryId = project.polygons[1]!.entryIds[0]!;
    const defect = await ctx.client.polygon.setProjectMaterialHasDefect({ id: entryId, hasDefect: true });
    expect(defect).toMatchObject({ id: entryId, hasDefect: true, hadDefect: true, isMatched: true });

    const repaired = await ctx.client.polygon.setProjectMaterialHasDefect({ id: entryId, hasDefect: false });
    expect(repaired).toMatchObject({ hasDefect: false, hadDefect: true });

    const forgotten = await ctx.client.polygon.setProjectMaterialHadDefect({ id: entryId, hadDefect: false });
    expect(forgotten).toMatchObject({ hasDefect: false, hadDefect: false });
    const read = await ctx.client.polygon.getById({ id: project.polygons[1]!.id });
    expect(read.materials).toEqual([forgotten]);

    const marked = await ctx.client.polygon.setProjectMaterialHadDefect({ id: entryId, hadDefect: true });
    expect(marked).toMatchObject({ hasDefect: false, hadDefect: true });
  });

  it("answers 404 for an unknown material entry", async () => {
    const calls = [
      () => ctx.client.polygon.setProjectMaterialMatched({ id: 999_999, isMatched: true }),
      () => ctx.client.polygon.setProjectMaterialHasDefect({ id: 999_999, hasDefect: true }),
      () => ctx.client.polygon.setProjectMaterialHadDefect({ id: 999_999, hadDefect: true }),
    ];
    for (const call of calls) expect((await rejection(call())).status).toBe(404);
  });
});
