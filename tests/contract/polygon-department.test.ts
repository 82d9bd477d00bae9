// Contract: polygondepartment/* (6 operations) through the typed client over HTTP.
import { describe, expect, it } from "vitest";
import { rejection, useContractContext } from "../support/contract";
import { insertPackagingFixtures, type PackagingFixtures } from "../support/packaging-fixtures";

describe("polygon department operations", () => {
  let fixtures: PackagingFixtures;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      fixtures = await insertPackagingFixtures(db);
    },
  });

  it("creates work for a polygon in a department and finds it by id, department and polygon", async () => {
    const [curtain, blind] = fixtures.polygonIds;
    const later = await ctx.client.polygonDepartment.create({
      productionPolygonId: curtain,
      productionDepartmentId: fixtures.departmentId,
      startAt: "2025-03-05T08:00:00+01:00",
      finishAt: "2025-03-05T16:00:00Z",
      productionValue: 12,
    });
    expect(later).toEqual({
      id: expect.any(Number) as number,
      productionPolygonId: curtain,
      productionDepartmentId: fixtures.departmentId,
      productionPackageId: null,
      startAt: "2025-03-05T07:00:00.000Z",
      finishAt: "2025-03-05T16:00:00.000Z",
      deliverAt: null,
      productionValue: 12,
    });
    const earlier = await ctx.client.polygonDepartment.create({
      productionPolygonId: blind,
      productionDepartmentId: fixtures.departmentId,
      productionPackageId: fixtures.palletPackageId,
      startAt: "2025-03-04T08:00:00Z",
    });
    expect(earlier).toMatchObject({ productionPackageId: fixtures.palletPackageId, productionValue: 0 });

    expect(await ctx.client.polygonDepartment.getById({ id: later.id })).toEqual(later);
    // Ordered by start: the blind starts a day before the curtain.
    const byDepartment = await ctx.client.polygonDepartment.getByDepartment({
      productionDepartmentId: fixtures.departmentId,
    });
    expect(byDepartment).toEqual([earlier, later]);
    expect(await ctx.client.polygonDepartment.getByPolygon({ productionPolygonId: curtain })).toEqual([
      later,
    ]);
  });

  it("updates only the fields given and clears a field set to null", async () => {
    const created = await ctx.client.polygonDepartment.create({
      productionPolygonId: fixtures.polygonIds[0],
      productionDepartmentId: fixtures.departmentId,
      startAt: "2025-04-01T08:00:00Z",
      deliverAt: "2025-04-10T08:00:00Z",
      productionValue: 5,
    });

    const finished = await ctx.client.polygonDepartment.update({
      id: created.id,
      finishAt: "2025-04-02T15:30:00Z",
    });
    expect(finished).toEqual({ ...created, finishAt: "2025-04-02T15:30:00.000Z" });

    const cleared = await ctx.client.polygonDepartment.update({
      id: created.id,
      deliverAt: null,
      productionValue: 7,
    });
    expect(cleared).toEqual({ ...finished, deliverAt: null, productionValue: 7 });
    expect(await ctx.client.polygonDepartment.getById({ id: created.id })).toEqual(cleared);
  });

  it("deletes for real: 404 afterwards, and gone from the lists", async () => {
    const created = await ctx.client.polygonDepartment.create({
      productionPolygonId: fixtures.polygonIds[1],
      productionDepartmentId: fixtures.departmentId,
    });
    await ctx.client.polygonDepartment.delete({ id: created.id });

    expect((await rejection(ctx.client.polygonDepartment.getById({ id: created.id }))).status).toBe(404);
    expect((await rejection(ctx.client.polygonDepartment.delete({ id: created.id }))).status).toBe(404);
    const update = ctx.client.polygonDepartment.update({ id: created.id, productionValue: 1 });
    expect((await rejection(update)).status).toBe(404);
    const remaining = await ctx.client.polygonDepartment.getByPolygon({
      productionPolygonId: fixtures.polygonIds[1],
    });
    expect(remaining.map((entry) => entry.id)).not.toContain(created.id);
  });

  it("answers 404 naming the polygon, department or package that does not exist", async () => {
    const base = {
      productionPolygonId: fixtures.polygonIds[0],
      productionDepartmentId: fixtures.departmentId,
    };

    const noPolygon = await rejection(
      ctx.client.polygonDepartment.create({ ...base, productionPolygonId: 987_654 }),
    );
    expect(noPolygon.status).toBe(404);
    expect(noPolygon.detail).toContain("polygon 987654");

    const noDepartment = await rejection(
      ctx.client.polygonDepartment.create({ ...base, productionDepartmentId: 987_654 }),
    );
    expect(noDepartment.status).toBe(404);
    expect(noDepartment.detail).toContain("department 987654");

    const noPackage = await rejection(
      ctx.client.polygonDepartment.create({ ...base, productionPackageId: 987_654 }),
    );
    expect(noPackage.status).toBe(404);
    expect(noPackage.detail).toContain("package 987654");

    const created = await ctx.client.polygonDepartment.create(base);
    const moved = await rejection(
      ctx.client.polygonDepartment.update({ id: created.id, productionPolygonId: 987_654 }),
    );
    expect(moved.status).toBe(404);
    expect(await ctx.client.polygonDepartment.getById({ id: created.id })).toEqual(created);
  });

  it("refuses new work in a department that was deleted, and lists nothing for unknown ids", async () => {
    const gone = await ctx.client.department.create({ code: "OLD", name: "Old hall", deliveryTime: 1 });
    await ctx.client.department.delete({ id: gone.id });

    const refused = await rejection(
      ctx.client.polygonDepartment.create({
        productionPolygonId: fixtures.polygonIds[0],
        productionDepartmentId: gone.id,
      }),
    );
    expect(refused.status).toBe(404);
    expect(refused.detail).toContain(`department ${gone.id}`);

    expect(await ctx.client.polygonDepartment.getByDepartment({ productionDepartmentId: 987_654 })).toEqual(
      [],
    );
    expect(await ctx.client.polygonDepartment.getByPolygon({ productionPolygonId: 987_654 })).toEqual([]);
  });
});
