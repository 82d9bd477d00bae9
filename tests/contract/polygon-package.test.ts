// Contract: polygonpackage/* (6 operations) through the typed client over HTTP,
// with raw requests for the malformed input the typed client would not send.
import { describe, expect, it } from "vitest";
import { polygonPackages } from "@/lib/embedded-api/schema";
import { rejection, useContractContext } from "../support/contract";
import { insertPackagingFixtures, type PackagingFixtures } from "../support/packaging-fixtures";

describe("polygon package operations", () => {
  let fixtures: PackagingFixtures;
  const ctx = useContractContext({
    seed: async ({ db }) => {
      fixtures = await insertPackagingFixtures(db);
    },
  });

  const createBox = (extra: { barcode?: string; parentPolygonPackageId?: number | null } = {}) =>
    ctx.client.polygonPackage.create({
      productionPolygonId: fixtures.polygonIds[0],
      productionPackageId: fixtures.boxPackageId,
      ...extra,
    });
  const createPallet = (barcode?: string) =>
    ctx.client.polygonPackage.create({
      productionPolygonId: fixtures.polygonIds[1],
      productionPackageId: fixtures.palletPackageId,
      barcode,
    });

  async function rawGet(pathAndQuery: string) {
    const response = await fetch(`${ctx.server.baseUrl}/${pathAndQuery}`, {
      headers: { authorization: `Bearer ${await ctx.server.token()}` },
    });
    return {
      status: response.status,
      body: (await response.json()) as { errors?: Record<string, string[]> },
    };
  }

  it("creates a polygon package with a generated, unique barcode when none is given", async () => {
    const first = await createBox();
    const second = await createBox();
    expect(first).toEqual({
      id: expect.any(Number) as number,
      productionPolygonId: fixtures.polygonIds[0],
      productionPackageId: fixtures.boxPackageId,
      barcode: expect.stringMatching(/^PP\d{8,}[A-Z]$/) as string,
      packedAt: null,
      amount: 1,
      parentPolygonPackageId: null,
      childPolygonPackageIds: [],
    });
    expect(second.barcode).not.toBe(first.barcode);
    expect(await ctx.client.polygonPackage.getById({ id: first.id })).toEqual(first);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: first.barcode })).toEqual([first]);
  });

  it("keeps the barcode given, and refuses one already in use with 409", async () => {
    const packed = await ctx.client.polygonPackage.create({
      productionPolygonId: fixtures.polygonIds[0],
      productionPackageId: fixtures.boxPackageId,
      barcode: "BOX-0001",
      packedAt: "2025-05-01T09:00:00Z",
      amount: 3,
    });
    expect(packed).toMatchObject({ barcode: "BOX-0001", packedAt: "2025-05-01T09:00:00.000Z", amount: 3 });

    expect((await rejection(createBox({ barcode: "BOX-0001" }))).status).toBe(409);
    const other = await createBox({ barcode: "BOX-0002" });
    const taken = await rejection(ctx.client.polygonPackage.update({ id: other.id, barcode: "BOX-0001" }));
    expect(taken.status).toBe(409);
    expect(await ctx.client.polygonPackage.getById({ id: other.id })).toEqual(other);
    // Sending its own barcode back with the whole record is no conflict.
    expect(await ctx.client.polygonPackage.update({ ...other, amount: 2 })).toEqual({ ...other, amount: 2 });
  });

  it("finds every polygon package with exactly that barcode, case-sensitively", async () => {
    // Upstream data may carry one barcode twice (this server refuses to make such a pair).
    await ctx.handle.db.insert(polygonPackages).values([
      {
        productionPolygonId: fixtures.polygonIds[0],
        productionPackageId: fixtures.boxPackageId,
        barcode: "SHARED-7",
      },
      {
        productionPolygonId: fixtures.polygonIds[1],
        productionPackageId: fixtures.boxPackageId,
        barcode: "SHARED-7",
      },
    ]);
    const found = await ctx.client.polygonPackage.getByBarcode({ barcode: "SHARED-7" });
    expect(found.map((p) => [p.productionPolygonId, p.barcode])).toEqual([
      [fixtures.polygonIds[0], "SHARED-7"],
      [fixtures.polygonIds[1], "SHARED-7"],
    ]);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: "shared-7" })).toEqual([]);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: "SHARED" })).toEqual([]);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: "NO-SUCH-CODE" })).toEqual([]);
  });

  it("finds a barcode with quotes and backslashes as it is written", async () => {
    const barcode = String.raw`O'K\'--\\x`;
    const packed = await ctx.client.polygonPackage.create({
      productionPolygonId: fixtures.polygonIds[0],
      productionPackageId: fixtures.boxPackageId,
      barcode,
      packedAt: "2025-05-01T09:00:00.123Z",
    });
    expect(packed.barcode).toBe(barcode);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode })).toEqual([packed]);
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: String.raw`O'K'--\x` })).toEqual([]);
  });

  it("shows boxes nested on a pallet in the pallet's childPolygonPackageIds", async () => {
    const pallet = await createPallet("PALLET-1");
    const laterBox = await createBox({ parentPolygonPackageId: pallet.id });
    const box = await createBox();
    const nested = await ctx.client.polygonPackage.update({ id: box.id, parentPolygonPackageId: pallet.id });
    expect(nested).toEqual({ ...box, parentPolygonPackageId: pallet.id });

    const [reread] = await ctx.client.polygonPackage.getByBarcode({ barcode: "PALLET-1" });
    expect(reread?.childPolygonPackageIds).toEqual([laterBox.id, box.id].sort((a, b) => a - b));

    const onPolygon = await ctx.client.polygonPackage.getByPolygon({
      productionPolygonId: fixtures.polygonIds[1],
    });
    expect(onPolygon.find((p) => p.id === pallet.id)?.childPolygonPackageIds).toHaveLength(2);
    // Each as polygonpackage/getbyid answers it, in id order.
    expect(onPolygon.map((p) => p.id)).toEqual(onPolygon.map((p) => p.id).sort((a, b) => a - b));
    for (const item of onPolygon)
      expect(await ctx.client.polygonPackage.getById({ id: item.id })).toEqual(item);
    expect(await ctx.client.polygonPackage.getByPolygon({ productionPolygonId: 987_654 })).toEqual([]);
  });

  it("refuses a nesting cycle with 409 and changes nothing", async () => {
    const pallet = await createPallet();
    const box = await createBox({ parentPolygonPackageId: pallet.id });
    const bag = await createBox({ parentPolygonPackageId: box.id });

    const underOwnChild = await rejection(
      ctx.client.polygonPackage.update({ id: pallet.id, parentPolygonPackageId: box.id }),
    );
    expect(underOwnChild.status).toBe(409);
    expect(underOwnChild.detail).toContain(String(box.id));
    const underGrandchild = ctx.client.polygonPackage.update({
      id: pallet.id,
      parentPolygonPackageId: bag.id,
    });
    expect((await rejection(underGrandchild)).status).toBe(409);
    const inItself = ctx.client.polygonPackage.update({
      id: box.id,
      parentPolygonPackageId: box.id,
      amount: 9,
    });
    expect((await rejection(inItself)).status).toBe(409);

    expect(await ctx.client.polygonPackage.getById({ id: pallet.id })).toMatchObject({
      parentPolygonPackageId: null,
      childPolygonPackageIds: [box.id],
    });
    expect(await ctx.client.polygonPackage.getById({ id: box.id })).toMatchObject({
      parentPolygonPackageId: pallet.id,
      amount: 1,
      childPolygonPackageIds: [bag.id],
    });
  });

  it("refuses to delete a package that holds others; after un-nesting the delete works", async () => {
    const pallet = await createPallet();
    const box = await createBox({ parentPolygonPackageId: pallet.id });

    const refused = await rejection(ctx.client.polygonPackage.delete({ id: pallet.id }));
    expect(refused.status).toBe(409);
    expect(await ctx.client.polygonPackage.getById({ id: pallet.id })).toMatchObject({
      childPolygonPackageIds: [box.id],
    });

    const unnested = await ctx.client.polygonPackage.update({ id: box.id, parentPolygonPackageId: null });
    expect(unnested.parentPolygonPackageId).toBeNull();
    await ctx.client.polygonPackage.delete({ id: pallet.id });

    expect((await rejection(ctx.client.polygonPackage.getById({ id: pallet.id }))).status).toBe(404);
    expect((await rejection(ctx.client.polygonPackage.delete({ id: pallet.id }))).status).toBe(404);
    expect(await ctx.client.polygonPackage.getById({ id: box.id })).toEqual(unnested);
  });

  it("updates only the fields given", async () => {
    const box = await createBox({ barcode: "KEEP-1" });
    const packedAt = "2025-06-01T12:00:00.000Z";
    const packed = await ctx.client.polygonPackage.update({ id: box.id, packedAt });
    expect(packed).toEqual({ ...box, packedAt });
    const moved = await ctx.client.polygonPackage.update({
      id: box.id,
      productionPolygonId: fixtures.polygonIds[1],
      productionPackageId: fixtures.palletPackageId,
    });
    expect(moved).toEqual({
      ...packed,
      productionPolygonId: fixtures.polygonIds[1],
      productionPackageId: fixtures.palletPackageId,
    });
  });

  it("marks a package packed and unpacked, keeping its children and amount, to the millisecond in UTC", async () => {
    const pallet = await createPallet("MARK-PALLET");
    const box = await createBox({ barcode: "MARK-BOX", parentPolygonPackageId: pallet.id });
    const withChild = await ctx.client.polygonPackage.getById({ id: pallet.id });
    expect(withChild.childPolygonPackageIds).toEqual([box.id]);

    // A tablet in another zone, with microseconds: stored and answered as the instant, in UTC.
    const packed = await ctx.client.polygonPackage.update({
      id: pallet.id,
      packedAt: "2025-06-01T14:00:00.123456+02:00",
    });
    expect(packed).toEqual({ ...withChild, packedAt: "2025-06-01T12:00:00.123Z" });
    const counted = await ctx.client.polygonPackage.update({ id: pallet.id, amount: 3 });
    expect(counted).toEqual({ ...packed, amount: 3 });
    const unpacked = await ctx.client.polygonPackage.update({ id: pallet.id, packedAt: null });
    expect(unpacked).toEqual({ ...withChild, amount: 3, packedAt: null });
    expect(await ctx.client.polygonPackage.getByBarcode({ barcode: "MARK-PALLET" })).toEqual([unpacked]);
    expect(await ctx.client.polygonPackage.getById({ id: box.id })).toEqual(box);
  });

  it("answers 404 for unknown ids and references", async () => {
    const box = await createBox();
    const unknown = 987_654;
    expect((await rejection(ctx.client.polygonPackage.getById({ id: unknown }))).status).toBe(404);
    expect((await rejection(ctx.client.polygonPackage.delete({ id: unknown }))).status).toBe(404);
    expect((await rejection(ctx.client.polygonPackage.update({ id: unknown, amount: 2 }))).status).toBe(404);

    const noPolygon = await rejection(
      ctx.client.polygonPackage.create({
        productionPolygonId: unknown,
        productionPackageId: fixtures.boxPackageId,
      }),
    );
    expect([noPolygon.status, noPolygon.detail]).toEqual([
      404,
      expect.stringContaining(`polygon ${unknown}`),
    ]);
    const noPackage = await rejection(
      ctx.client.polygonPackage.create({
        productionPolygonId: fixtures.polygonIds[0],
        productionPackageId: unknown,
      }),
    );
    expect([noPackage.status, noPackage.detail]).toEqual([
      404,
      expect.stringContaining(`package ${unknown}`),
    ]);
    expect((await rejection(createBox({ parentPolygonPackageId: unknown }))).status).toBe(404);

    const noParent = await rejection(
      ctx.client.polygonPackage.update({ id: box.id, parentPolygonPackageId: unknown }),
    );
    expect(noParent.status).toBe(404);
    expect(await ctx.client.polygonPackage.getById({ id: box.id })).toEqual(box);
  });

  it("answers 400 with the field for a missing barcode or a malformed id", async () => {
    const noBarcode = await rawGet("polygonpackage/getbybarcode");
    expect(noBarcode.status).toBe(400);
    expect(Object.keys(noBarcode.body.errors ?? {})).toEqual(["barcode"]);

    const badId = await rawGet("polygonpackage/getbyid?id=abc");
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.errors ?? {})).toEqual(["id"]);
  });
});
