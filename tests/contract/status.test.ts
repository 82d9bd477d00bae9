// Contract: status/* (7 operations) through the typed client over HTTP. Each
// test works on its own project and status values, so they do not interfere.
import { describe, expect, it } from "vitest";
import { rejection, useContractContext } from "../support/contract";
import { insertProject, type InsertedProject } from "../support/production-fixtures";

const hour = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe("status operations", () => {
  let moves: InsertedProject;
  let aged: InsertedProject;
  let whole: InsertedProject;
  let other: InsertedProject;
  let wtA: InsertedProject;
  let wtB: InsertedProject;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      moves = await insertProject(db, {
        projectNumber: "S-100",
        polygons: [
          {
            polygonId: 101,
            lineNumber: 1,
            statuses: [{ value: 100, assignedAt: ago(48 * hour), hubEmployeeId: 1002, remarks: "released" }],
            materials: [{ material: "Velvet" }],
          },
          { polygonId: 102, lineNumber: 2, statuses: [{ value: 100, assignedAt: ago(48 * hour) }] },
        ],
      });
      aged = await insertProject(db, {
        projectNumber: "S-200",
        polygons: [
          { polygonId: 201, lineNumber: 1, statuses: [{ value: 150, assignedAt: ago(72 * hour) }] },
          { polygonId: 202, lineNumber: 2, statuses: [{ value: 150, assignedAt: ago(60_000) }] },
          // Was at 150 long ago, has moved on since: not "having" 150 any more.
          {
            polygonId: 203,
            lineNumber: 3,
            statuses: [
              { value: 150, assignedAt: ago(96 * hour) },
              { value: 390, assignedAt: ago(80 * hour) },
            ],
          },
        ],
      });
      whole = await insertProject(db, {
        projectNumber: "S-300",
        polygons: [
          { polygonId: 301, lineNumber: 1, statuses: [{ value: 160 }], materials: [{ material: "Linen" }] },
          { polygonId: 302, lineNumber: 2, statuses: [{ value: 290 }] },
          { polygonId: 303, lineNumber: 3 },
        ],
      });
      other = await insertProject(db, {
        projectNumber: "S-400",
        polygons: [{ polygonId: 401, lineNumber: 1, statuses: [{ value: 290 }] }],
      });
      // Two projects that both hold a polygon with WT polygon id 501.
      wtA = await insertProject(db, {
        projectNumber: "S-500",
        polygons: [
          { polygonId: 501, lineNumber: 1, statuses: [{ value: 100 }], materials: [{ material: "Voile" }] },
          { polygonId: 502, lineNumber: 2, statuses: [{ value: 100 }] },
          { polygonId: 503, lineNumber: 3, statuses: [{ value: 100 }] },
        ],
      });
      wtB = await insertProject(db, {
        projectNumber: "S-600",
        polygons: [{ polygonId: 501, lineNumber: 1, statuses: [{ value: 100 }] }],
      });
    },
  });

  const idsFor = async (statusValue: number, statusAssignedBefore?: string) =>
    (await ctx.client.status.getPolygonsForStatusValue({ statusValue, statusAssignedBefore })).map(
      (polygon) => polygon.id,
    );

  it("a status move appends history with the caller and changes the current status", async () => {
    const [first, second] = moves.polygonIds as [number, number];
    const before = await ctx.client.polygon.getById({ id: first });
    expect(await idsFor(100)).toEqual(expect.arrayContaining([first, second]));

    await ctx.clientAs(1005).status.setStatusForPolygons({
      productionPolygonIds: [first],
      statusValue: 290,
      remarks: 'cut to size: "left" \\ right,\n\ttab – 5 µm ✓',
    });

    const after = await ctx.client.polygon.getById({ id: first });
    expect(after.statuses).toHaveLength(before.statuses.length + 1);
    expect(after.statuses.slice(0, -1)).toEqual(before.statuses);
    expect(after.statuses.at(-1)).toMatchObject({
      productionPolygonId: first,
      productionStatusValue: 290,
      hubEmployeeId: 1005,
      remarks: 'cut to size: "left" \\ right,\n\ttab – 5 µm ✓',
    });
    expect(after.materials).toEqual(before.materials);
    expect(await idsFor(290)).toContain(first);
    // The lists write the same polygon as polygon/getbyid, remarks escaped.
    const listed = await ctx.client.status.getPolygonsForStatusValue({ statusValue: 290 });
    expect(listed.find((polygon) => polygon.id === first)).toEqual(after);
    expect(await idsFor(100)).not.toContain(first);
    expect(await idsFor(100)).toContain(second);

    // The same value keeps its productionStatusId; the move without remarks records null.
    await ctx.client.status.setStatusForPolygons({ productionPolygonIds: [second], statusValue: 290 });
    const moved = await ctx.client.polygon.getById({ id: second });
    expect(moved.statuses.at(-1)).toMatchObject({
      productionStatusId: after.statuses.at(-1)!.productionStatusId,
      hubEmployeeId: 1002,
      remarks: null,
    });
  });

  it("moves nothing when one of the polygon ids does not exist", async () => {
    const [first] = moves.polygonIds as [number];
    const before = await ctx.client.polygon.getById({ id: first });
    const error = await rejection(
      ctx.client.status.setStatusForPolygons({ productionPolygonIds: [first, 999_999], statusValue: 700 }),
    );
    expect(error.status).toBe(404);
    expect(await ctx.client.polygon.getById({ id: first })).toEqual(before);
    expect(await idsFor(700)).toEqual([]);
    // To a value already in use (the one-statement move), too.
    const again = await rejection(
      ctx.client.status.setStatusForPolygons({ productionPolygonIds: [999_998, first], statusValue: 100 }),
    );
    expect(again.status).toBe(404);
    expect(again.message).toContain("999998");
    expect(await ctx.client.polygon.getById({ id: first })).toEqual(before);
  });

  it("a move to a value already in use keeps the remarks as sent, whatever they hold", async () => {
    const [first] = moves.polygonIds as [number];
    const remarks = `it's \\ 'quoted' $1 E'x' ); drop table x; -- 🧵 ëñ\n`;
    await ctx.clientAs(1007).status.setStatusForPolygons({
      productionPolygonIds: [first, first],
      statusValue: 100,
      remarks,
    });
    const after = await ctx.client.polygon.getById({ id: first });
    expect(after.statuses.at(-1)).toMatchObject({ productionStatusValue: 100, hubEmployeeId: 1007, remarks });
    expect(after.statuses.filter((s) => s.remarks === remarks)).toHaveLength(1);
    expect(await idsFor(100)).toContain(first);
  });

  it("filters by how long ago the current status was set, as a TimeSpan or an ISO 8601 duration", async () => {
    const [old, recent] = aged.polygonIds as [number, number];
    expect(await idsFor(150)).toEqual([old, recent]);
    for (const delay of ["1.00:00:00", "04:00", "00:30:00", "P1D", "PT4H", "P2DT23H"]) {
      expect(await idsFor(150, delay), delay).toEqual([old]);
    }
    expect(await idsFor(150, "P4D")).toEqual([]);
    expect(await idsFor(150, "3.01:00:00")).toEqual([]);
  });

  it("refuses a delay that is neither a TimeSpan nor an ISO 8601 duration", async () => {
    for (const delay of ["soon", "P1Y", "25:00", "1 day"]) {
      const error = await rejection(
        ctx.client.status.getPolygonsForStatusValue({ statusValue: 150, statusAssignedBefore: delay }),
      );
      expect(error.status, delay).toBe(400);
      expect(Object.keys(error.fieldErrors)).toEqual(["statusAssignedBefore"]);
    }
    const error = await rejection(
      ctx.client.status.getProjectsForStatusValue({ statusValue: 150, statusAssignedBefore: "later" }),
    );
    expect(error.fieldErrors).toHaveProperty("statusAssignedBefore");
  });

  it("refuses a missing status value with a field error", async () => {
    const get = await rejection(ctx.client.status.getPolygonsForStatusValue({} as never));
    expect(get.status).toBe(400);
    expect(get.fieldErrors).toHaveProperty("statusValue");
    const set = await rejection(
      ctx.client.status.setStatusForPolygons({ productionPolygonIds: moves.polygonIds } as never),
    );
    expect(set.status).toBe(400);
    expect(set.fieldErrors).toHaveProperty("statusValue");
  });

  it("finds the projects having a polygon with the value, each with all of its polygons", async () => {
    const projects = await ctx.client.status.getProjectsForStatusValue({ statusValue: 160 });
    expect(projects).toHaveLength(1);
    const [project] = projects;
    expect(project).toMatchObject({ id: whole.id, projectId: 300, hubApplicationId: 1 });
    expect(project!.polygons.map((polygon) => polygon.id)).toEqual(whole.polygonIds);
    const [withStatus, , withoutStatus] = project!.polygons;
    expect(withStatus!.statuses.map((s) => s.productionStatusValue)).toEqual([160]);
    expect(withStatus!.materials.map((m) => m.id)).toEqual(whole.polygons[0]!.entryIds);
    expect(withoutStatus!.statuses).toEqual([]);

    expect(
      await ctx.client.status.getProjectsForStatusValue({ statusValue: 160, statusAssignedBefore: "P1D" }),
    ).toEqual([]);
    const aging = await ctx.client.status.getProjectsForStatusValue({
      statusValue: 150,
      statusAssignedBefore: "P1D",
    });
    expect(aging.map((p) => p.id)).toEqual([aged.id]);
    expect(aging[0]!.polygons).toHaveLength(3);
  });

  it("sets every polygon of a project, and only that project", async () => {
    await ctx.clientAs(1005).status.setStatusForProject({ productionProjectId: whole.id, statusValue: 490 });
    expect(await idsFor(490)).toEqual(whole.polygonIds);
    // The polygon of the other project stays where it was.
    expect(await idsFor(290)).toContain(other.polygonIds[0]);
    const untouched = await ctx.client.polygon.getById({ id: whole.polygonIds[2]! });
    expect(untouched.statuses).toMatchObject([{ productionStatusValue: 490, hubEmployeeId: 1005 }]);

    const error = await rejection(
      ctx.client.status.setStatusForProject({ productionProjectId: 999_999, statusValue: 490 }),
    );
    expect(error.status).toBe(404);
  });

  it("sets WT polygons only within the listed production projects", async () => {
    const [a501, a502] = wtA.polygonIds as [number, number];
    const [b501] = wtB.polygonIds as [number];
    await ctx.client.status.setStatusForWtPolygons({
      productionProjectIds: [wtA.id],
      polygonIds: [501, 502],
      statusValue: 510,
    });
    expect(await idsFor(510)).toEqual([a501, a502]);

    await ctx.client.status.setStatusForWtPolygons({
      productionProjectIds: [wtA.id, wtB.id],
      polygonIds: [501],
      statusValue: 520,
    });
    expect(await idsFor(520)).toEqual([a501, b501]);

    const error = await rejection(
      ctx.client.status.setStatusForWtPolygons({
        productionProjectIds: [wtB.id],
        polygonIds: [502],
        statusValue: 530,
      }),
    );
    expect(error.status).toBe(404);
    expect(await idsFor(530)).toEqual([]);
  });

  it("sets polygons by project number and line number and answers their ids", async () => {
    const [, line2, line3] = wtA.polygonIds as [number, number, number];
    const ids = await ctx.client.status.setStatusForWtPolygonLineNumbers({
      projectNumber: "S-500",
      lineNumbers: [3, 2, 99],
      statusValue: 540,
      remarks: "line numbers",
    });
    expect([...ids].sort((a, b) => a - b)).toEqual([line2, line3]);
    expect(await idsFor(540)).toEqual([line2, line3]);

    const unknownProject = await rejection(
      ctx.client.status.setStatusForWtPolygonLineNumbers({
        projectNumber: "NOPE",
        lineNumbers: [1],
        statusValue: 540,
      }),
    );
    expect(unknownProject.status).toBe(404);
    const unknownLines = await rejection(
      ctx.client.status.setStatusForWtPolygonLineNumbers({
        projectNumber: "S-500",
        lineNumbers: [98, 99],
        statusValue: 550,
      }),
    );
    expect(unknownLines.status).toBe(404);
    expect(await idsFor(550)).toEqual([]);
  });

  it("answers the status info of WT polygons in every project, leaving unknown ids out", async () => {
    const info = await ctx.client.status.getPolygonStatusInfoForWtPolygons({ polygonIds: [501, 987_654] });
    expect(info.map((polygon) => polygon.id)).toEqual([wtA.polygonIds[0], wtB.polygonIds[0]]);
    expect(info.every((polygon) => polygon.polygonId === 501)).toBe(true);
    expect(info[0]!.statuses[0]).toMatchObject({ productionStatusValue: 100 });
    expect(info[0]!.materials.map((m) => m.id)).toEqual(wtA.polygons[0]!.entryIds);
    expect(await ctx.client.status.getPolygonStatusInfoForWtPolygons({ polygonIds: [987_654] })).toEqual([]);
    // Each polygon as polygon/getbyid answers it; a long list of ids answers the same.
    for (const polygon of info) expect(await ctx.client.polygon.getById({ id: polygon.id })).toEqual(polygon);
    const many = [501, ...Array.from({ length: 30 }, (_, i) => 900_000 + i)];
    expect(await ctx.client.status.getPolygonStatusInfoForWtPolygons({ polygonIds: many })).toEqual(info);
  });
});
