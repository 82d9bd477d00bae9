// Pallet mode against the real embedded API: a scan picks the pallet, the next
// scans put packages on it, a pallet on a box is refused with a clear message, a package
// comes off again, and undo puts it back; plus adding a package to a polygon.
import { describe, expect, it } from "vitest";
import * as treeRoute from "@/app/api/pack/pallet/[id]/route";
import * as palletRoute from "@/app/api/pack/pallet/route";
import * as takeOffRoute from "@/app/api/pack/packages/[id]/take-off/route";
import * as addRoute from "@/app/api/pack/polygons/[id]/packages/route";
import * as polygonRoute from "@/app/api/pack/polygons/[id]/route";
import * as undoRoute from "@/app/api/pack/undo/route";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const packer = employee(["packer"]);

type Node = {
  id: number;
  barcode: string;
  projectNumber: string | null;
  lineNumber: number | null;
  children: Node[];
};
type PalletAnswer = { outcome: string; pallet: Node; packageId?: number };

const palletScan = async (body: unknown) =>
  palletRoute.POST(await apiRequest("/api/pack/pallet", { method: "POST", as: packer, body }));
const parentOf = async (id: number) =>
  (await ctx.upstream.polygonPackage.getById({ id })).parentPolygonPackageId;

describe("pallet mode", () => {
  it("picks a pallet, nests scanned packages under it, refuses a pallet on a box, takes one off, undoes the take-off", async () => {
    const [polygonA] = ctx.ids.polygonIds;
    const [boxId, rollId] = ctx.ids.polygonPackageIds;
    const palletType = await ctx.upstream.package.create({
      code: "PALLET",
      descriptions: { en: "Pallet" },
      packageKind: 3,
    });
    const pallet = await ctx.upstream.polygonPackage.create({
      productionPolygonId: polygonA,
      productionPackageId: palletType.id,
    });

    const picked = await json<PalletAnswer>(await palletScan({ barcode: pallet.barcode }));
    expect(picked).toMatchObject({ outcome: "pallet", pallet: { id: pallet.id, children: [] } });

    for (const barcode of ["PKG-0001", "PKG-0002"]) {
      const nested = await palletScan({ palletId: pallet.id, barcode });
      expect(nested.status).toBe(200);
      expect((await json<PalletAnswer>(nested)).outcome).toBe("nested");
    }
    expect(await parentOf(boxId)).toBe(pallet.id);
    expect(await parentOf(rollId)).toBe(pallet.id);
    const again = await json<PalletAnswer>(await palletScan({ palletId: pallet.id, barcode: "PKG-0001" }));
    expect(again.outcome).toBe("already-on");

    const tree = await json<Node>(
      await treeRoute.GET(
        await apiRequest(`/api/pack/pallet/${pallet.id}`, { as: packer }),
        routeParams({ id: pallet.id }),
      ),
    );
    expect(tree.children.map((c) => [c.id, c.projectNumber, c.lineNumber])).toEqual([
      [boxId, "P-1001", 1],
      [rollId, "P-1001", 2],
    ]);

    // A pallet is never put on a box (nor anything else that is not a pallet).
    const onBox = await palletScan({ palletId: boxId, barcode: pallet.barcode });
    expect(onBox.status).toBe(409);
    expect(await json(onBox)).toMatchObject({ title: "Geen pallet" });
    expect(await parentOf(pallet.id)).toBeNull();

    const off = await takeOffRoute.POST(
      await apiRequest(`/api/pack/packages/${rollId}/take-off`, { method: "POST", as: packer }),
      routeParams({ id: rollId }),
    );
    expect(off.status).toBe(200);
    expect((await json<Node>(off)).children.map((c) => c.id)).toEqual([boxId]);
    expect(await parentOf(rollId)).toBeNull();

    const undone = await undoRoute.POST(await apiRequest("/api/pack/undo", { method: "POST", as: packer }));
    expect(await json(undone)).toMatchObject({ undone: [{ action: "unnest", polygonPackageId: rollId }] });
    expect(await parentOf(rollId)).toBe(pallet.id);
  });

  it("answers unknown for a pallet barcode that no package has", async () => {
    expect(await json(await palletScan({ barcode: "NO-PALLET" }))).toEqual({
      outcome: "unknown",
      barcode: "NO-PALLET",
    });
  });
});

describe("POST /api/pack/polygons/{id}/packages and GET /api/pack/polygons/{id}", () => {
  it("adds a package of the polygon's own type with a generated barcode, numbered n of m", async () => {
    const [, polygonB] = ctx.ids.polygonIds;
    const added = await addRoute.POST(
      await apiRequest(`/api/pack/polygons/${polygonB}/packages`, {
        method: "POST",
        as: packer,
        body: { amount: 2 },
      }),
      routeParams({ id: polygonB }),
    );
    expect(added.status).toBe(201);
    const body = await json<{
      package: {
        id: number;
        barcode: string;
        amount: number;
        productionPackageId: number;
        number: number;
        of: number;
      };
    }>(added);
    expect(body.package).toMatchObject({
      amount: 2,
      productionPackageId: ctx.ids.boxPackageId,
      number: 2,
      of: 2,
    });
    expect(body.package.barcode).toMatch(/^PP\d{8}[A-Z]$/);
    expect((await ctx.upstream.polygonPackage.getById({ id: body.package.id })).packedAt).toBeNull();

    const view = await polygonRoute.GET(
      await apiRequest(`/api/pack/polygons/${polygonB}`, { as: packer }),
      routeParams({ id: polygonB }),
    );
    expect(await json(view)).toMatchObject({
      id: polygonB,
      projectNumber: "P-1001",
      reference: "Smith",
      lineNumber: 2,
      product: "Curtain 2",
      width: 1200,
      height: 2400,
      packages: [
        { barcode: "PKG-0002", packageType: "Rol" },
        { id: body.package.id, packageType: "Doos" },
      ],
    });
  });
});
