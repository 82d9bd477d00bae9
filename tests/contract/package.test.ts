// Contract: package/* (5 operations) through the typed client over HTTP.
import { describe, expect, it } from "vitest";
import { rejection, useContractContext } from "../support/contract";
import { insertPackagingFixtures, type PackagingFixtures } from "../support/packaging-fixtures";

describe("package operations", () => {
  let fixtures: PackagingFixtures;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      fixtures = await insertPackagingFixtures(db);
    },
  });

  it("creates a package and reads it back by id as an object, though the wire carries an array", async () => {
    const created = await ctx.client.package.create({
      code: "ROLL",
      descriptions: { en: "Roll", nl: "Rol" },
      packageKind: 3,
    });
    expect(created).toEqual({
      id: expect.any(Number) as number,
      code: "ROLL",
      descriptions: { en: "Roll", nl: "Rol" },
      packageKind: 3,
    });

    expect(await ctx.client.package.getById({ id: created.id })).toEqual(created);

    const response = await fetch(`${ctx.server.baseUrl}/package/getbyid?id=${created.id}`, {
      headers: { authorization: `Bearer ${await ctx.server.token()}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([created]);
  });

  it("updates only the fields given and round-trips the descriptions map", async () => {
    const created = await ctx.client.package.create({
      code: "TUBE",
      descriptions: { en: "Tube" },
      packageKind: 4,
    });

    const renamed = await ctx.client.package.update({ id: created.id, code: "TUBE-L" });
    expect(renamed).toEqual({ ...created, code: "TUBE-L" });

    const descriptions = { en: "Long tube – 3 m", nl: "Lange koker – 3 m", "de-DE": "Röhre" };
    const described = await ctx.client.package.update({ id: created.id, descriptions });
    expect(described).toEqual({ id: created.id, code: "TUBE-L", descriptions, packageKind: 4 });
    expect(await ctx.client.package.getById({ id: created.id })).toEqual(described);

    // A map, when given, replaces the old one rather than merging into it.
    const englishOnly = await ctx.client.package.update({ id: created.id, descriptions: { en: "Tube" } });
    expect(englishOnly.descriptions).toEqual({ en: "Tube" });

    const all = await ctx.client.package.getAll();
    expect(all.find((p) => p.id === created.id)).toEqual(englishOnly);
  });

  it("refuses to delete a type packages are packed in (409), and deletes softly once none is", async () => {
    const [polygonId] = fixtures.polygonIds;
    const crate = await ctx.client.package.create({
      code: "CRATE",
      descriptions: { en: "Crate" },
      packageKind: 1,
    });
    await ctx.client.department.update({ id: fixtures.departmentId, defaultProductionPackageId: crate.id });
    const packed = await ctx.client.polygonPackage.create({
      productionPolygonId: polygonId,
      productionPackageId: crate.id,
    });
    expect((await rejection(ctx.client.package.delete({ id: crate.id }))).status).toBe(409);
    expect(await ctx.client.package.getById({ id: crate.id })).toEqual(crate);

    await ctx.client.polygonPackage.delete({ id: packed.id });
    await ctx.client.package.delete({ id: crate.id });

    expect((await ctx.client.package.getAll()).map((p) => p.id)).not.toContain(crate.id);
    expect((await rejection(ctx.client.package.getById({ id: crate.id }))).status).toBe(404);
    expect((await rejection(ctx.client.package.delete({ id: crate.id }))).status).toBe(404);
    const update = ctx.client.package.update({ id: crate.id, code: "X" });
    expect((await rejection(update)).status).toBe(404);

    // The department's default still names the deleted package (the app refuses that delete first).
    const department = await ctx.client.department.getById({ id: fixtures.departmentId });
    expect(department.defaultProductionPackageId).toBe(crate.id);
    // New records may not use the deleted kind.
    const reuse = await rejection(
      ctx.client.polygonPackage.create({ productionPolygonId: polygonId, productionPackageId: crate.id }),
    );
    expect(reuse.status).toBe(404);
    expect(reuse.detail).toContain(`package ${crate.id}`);
  });

  it("answers 404 for a package that never existed", async () => {
    expect((await rejection(ctx.client.package.getById({ id: 999_999 }))).status).toBe(404);
    expect((await rejection(ctx.client.package.delete({ id: 999_999 }))).status).toBe(404);
  });
});
