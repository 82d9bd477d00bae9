// The packing routes: a scanned barcode → its packages with type and polygon;
// pack, unpack, create, nest and delete change the upstream's polygon packages.
import { describe, expect, it } from "vitest";
import * as byBarcodeRoute from "@/app/api/packages/by-barcode/route";
import * as packageTypesRoute from "@/app/api/package-types/route";
import * as nestRoute from "@/app/api/polygon-packages/[id]/nest/route";
import * as packRoute from "@/app/api/polygon-packages/[id]/pack/route";
import * as packageRoute from "@/app/api/polygon-packages/[id]/route";
import * as unpackRoute from "@/app/api/polygon-packages/[id]/unpack/route";
import * as createRoute from "@/app/api/polygon-packages/route";
import { rejection } from "../support/contract";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const packer = employee(["packer"]);

const post = async (handler: typeof packRoute.POST, path: string, id: number, body?: unknown) =>
  handler(await apiRequest(path, { method: "POST", as: packer, body }), routeParams({ id }));

describe("GET /api/packages/by-barcode", () => {
  it("finds the packages of a barcode with their type (in the packer's language) and polygon", async () => {
    const response = await byBarcodeRoute.GET(
      await apiRequest("/api/packages/by-barcode?barcode=PKG-0001", { as: packer }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([
      {
        id: ctx.ids.polygonPackageIds[0],
        barcode: "PKG-0001",
        isPacked: false,
        packageType: { code: "BOX", label: "Doos" },
        polygon: {
          id: ctx.ids.polygonIds[0],
          projectNumber: "P-1001",
          lineNumber: 1,
          currentStatusValue: 100,
        },
      },
    ]);
  });

  it("answers an empty list for an unknown barcode", async () => {
    const response = await byBarcodeRoute.GET(
      await apiRequest("/api/packages/by-barcode?barcode=NOPE-1", { as: packer }),
    );
    expect(await response.json()).toEqual([]);
  });
});

describe("POST /api/polygon-packages/{id}/pack and /unpack", () => {
  it("sets packedAt to now, then back to null", async () => {
    const id = ctx.ids.polygonPackageIds[1];
    const before = Date.now();
    const packed = await post(packRoute.POST, `/api/polygon-packages/${id}/pack`, id);
    expect(packed.status).toBe(200);
    const packedAt = (await ctx.upstream.polygonPackage.getById({ id })).packedAt;
    expect(Date.parse(packedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);

    const unpacked = await post(unpackRoute.POST, `/api/polygon-packages/${id}/unpack`, id);
    expect(await unpacked.json()).toMatchObject({ id, packedAt: null });
    expect((await ctx.upstream.polygonPackage.getById({ id })).packedAt).toBeNull();
  });

  it("answers 404 for a package that does not exist", async () => {
    expect((await post(packRoute.POST, "/api/polygon-packages/99999/pack", 99999)).status).toBe(404);
  });
});

describe("POST /api/polygon-packages, /nest and DELETE", () => {
  it("creates a package with a generated barcode, nests another in it, refuses a cycle, deletes", async () => {
    const [polygonId] = ctx.ids.polygonIds;
    const body = { productionPolygonId: polygonId, productionPackageId: ctx.ids.boxPackageId, amount: 2 };
    const created = await createRoute.POST(
      await apiRequest("/api/polygon-packages", { method: "POST", as: packer, body }),
    );
    expect(created.status).toBe(201);
    const outer = await json<{ id: number; barcode: string }>(created);
    expect(outer.barcode).not.toBe("");
    const onPolygon = await ctx.upstream.polygonPackage.getByPolygon({ productionPolygonId: polygonId });
    expect(onPolygon.map((p) => p.id)).toContain(outer.id);

    const inner = ctx.ids.polygonPackageIds[0];
    const nested = await post(nestRoute.POST, `/api/polygon-packages/${inner}/nest`, inner, {
      parentPolygonPackageId: outer.id,
    });
    expect(nested.status).toBe(200);
    expect((await ctx.upstream.polygonPackage.getById({ id: outer.id })).childPolygonPackageIds).toEqual([
      inner,
    ]);

    const cycle = await post(nestRoute.POST, `/api/polygon-packages/${outer.id}/nest`, outer.id, {
      parentPolygonPackageId: inner,
    });
    expect(cycle.status).toBe(409);

    const path = `/api/polygon-packages/${outer.id}`;
    const del = async () =>
      packageRoute.DELETE(
        await apiRequest(path, { method: "DELETE", as: packer }),
        routeParams({ id: outer.id }),
      );
    expect((await del()).status).toBe(409); // it still holds a package

    await post(nestRoute.POST, `/api/polygon-packages/${inner}/nest`, inner, {
      parentPolygonPackageId: null,
    });
    expect((await del()).status).toBe(204);
    expect((await rejection(ctx.upstream.polygonPackage.getById({ id: outer.id }))).status).toBe(404);
  });
});

describe("GET /api/package-types", () => {
  it("lists the package types with the label in the employee's language", async () => {
    const english = { ...employee(["operator"]), locale: "en" as const };
    const response = await packageTypesRoute.GET(await apiRequest("/api/package-types", { as: english }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "ROLL", label: "Roll" })]),
    );
  });
});
