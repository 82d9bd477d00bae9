// Two packers at work on the same packages: a packer's "undo" reverses their
// own last change only while the package is still as that change left it;
// otherwise it answers 409 with a sentence and changes nothing.
import { describe, expect, it } from "vitest";
import * as palletRoute from "@/app/api/pack/pallet/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import * as undoRoute from "@/app/api/pack/undo/route";
import type { SessionEmployee } from "@/lib/base/roles";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const anna = employee(["packer"]);
const bram = employee(["packer"]);

const post = async (
  route: { POST: (r: Request) => Promise<Response> },
  path: string,
  as: SessionEmployee,
  body?: unknown,
) => route.POST(await apiRequest(path, { method: "POST", as, body }));
const scan = (as: SessionEmployee, barcode: string) => post(scanRoute, "/api/pack/scan", as, { barcode });
const undo = (as: SessionEmployee) => post(undoRoute, "/api/pack/undo", as);
const packageOf = (id: number) => ctx.upstream.polygonPackage.getById({ id });

describe("POST /api/pack/undo with two packers", () => {
  it("refuses Anna's undo after Bram put the package she packed on his pallet; the package stays packed and on it", async () => {
    const [boxId] = ctx.ids.polygonPackageIds;
    expect((await scan(anna, "PKG-0001")).status).toBe(200);
    const palletType = await ctx.upstream.package.create({
      code: "PALLET",
      descriptions: { en: "Pallet" },
      packageKind: 3,
    });
    const pallet = await ctx.upstream.polygonPackage.create({
      productionPolygonId: ctx.ids.polygonIds[1],
      productionPackageId: palletType.id,
    });
    const nested = await post(palletRoute, "/api/pack/pallet", bram, {
      palletId: pallet.id,
      barcode: "PKG-0001",
    });
    expect(await json(nested)).toMatchObject({ outcome: "nested" });
    const before = await packageOf(boxId);

    const refused = await undo(anna);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      title: "Cannot undo: the package changed since",
      detail: `The package was changed since by ${bram.displayName}; undo their change first.`,
    });
    expect(await packageOf(boxId)).toEqual(before);
    expect(before.parentPolygonPackageId).toBe(pallet.id);
    expect(before.packedAt).not.toBeNull();

    // Bram undoes his nest; then Anna's pack stands as she left it and her undo goes through.
    expect((await undo(bram)).status).toBe(200);
    expect((await undo(anna)).status).toBe(200);
    expect(await packageOf(boxId)).toMatchObject({ packedAt: null, parentPolygonPackageId: null });
  });

  it("refuses Anna's undo when the package was unpacked and Bram packed it again since", async () => {
    const [, rollId] = ctx.ids.polygonPackageIds;
    expect((await scan(anna, "PKG-0002")).status).toBe(200);
    // Unpacked outside the app (another system, an admin), then packed again by Bram.
    await ctx.upstream.polygonPackage.update({ id: rollId, packedAt: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await json(await scan(bram, "PKG-0002"))).toMatchObject({ outcome: "packed" });
    const packedByBram = (await packageOf(rollId)).packedAt;

    const refused = await undo(anna);
    expect(refused.status).toBe(409);
    expect((await json<{ detail: string }>(refused)).detail).toContain(bram.displayName);
    expect((await packageOf(rollId)).packedAt).toBe(packedByBram);
  });

  it("refuses an undo when the package was unpacked outside the app since, naming what happened", async () => {
    const [, rollId] = ctx.ids.polygonPackageIds;
    // Bram's pack is his last change; the package is unpacked behind his back.
    await ctx.upstream.polygonPackage.update({ id: rollId, packedAt: null });
    const refused = await undo(bram);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      detail: "Package PKG-0002 was unpacked since. Nothing was undone.",
    });
    expect((await packageOf(rollId)).packedAt).toBeNull();
  });

  it("reverses only the scan the question showed: a newer scan since is 409 and nothing moves; the question then shows the newer one", async () => {
    const carla = employee(["packer"]);
    const [, secondId] = ctx.ids.polygonPackageIds;
    expect((await scan(carla, "PKG-0002")).status).toBe(200);
    const asked = await undoRoute.GET(await apiRequest("/api/pack/undo", { as: carla }));
    const question = await json<{ batchId: string; barcode: string; by: string }>(asked);
    expect(question).toMatchObject({ barcode: "PKG-0002", by: carla.displayName });

    // Meanwhile, on another tablet, Carla's undo of that scan and a new pack of it.
    expect((await undo(carla)).status).toBe(200);
    expect((await scan(carla, "PKG-0002")).status).toBe(200);
    const packed = await packageOf(secondId);

    const stale = await post(undoRoute, "/api/pack/undo", carla, { batchId: question.batchId });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ title: "Your last scan has changed" });
    expect(await packageOf(secondId)).toEqual(packed);

    const again = await json<{ batchId: string }>(
      await undoRoute.GET(await apiRequest("/api/pack/undo", { as: carla })),
    );
    expect(again.batchId).not.toBe(question.batchId);
    expect((await post(undoRoute, "/api/pack/undo", carla, { batchId: again.batchId })).status).toBe(200);
    expect((await packageOf(secondId)).packedAt).toBeNull();
    expect((await post(undoRoute, "/api/pack/undo", carla, { batchId: "not-a-scan" })).status).toBe(400);
  });
});
