// The scan-to-pack routes against the real embedded API: one scan packs the
// one package behind a barcode, the last package moves the polygon to packed,
// already packed / unknown barcodes write nothing, a shared barcode asks for a
// choice, and undo reverses the packer's last scan (status included).
import { describe, expect, it } from "vitest";
import * as polygonRoute from "@/app/api/pack/polygons/[id]/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import * as undoRoute from "@/app/api/pack/undo/route";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { packEvents } from "@/lib/db/schema";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const packer = employee(["packer"]);
const otherPacker = employee(["packer"]);

type ScanAnswer = {
  outcome: string;
  packedBy?: string | null;
  packedAt?: string;
  isPolygonPacked?: boolean;
  candidates?: { id: number; productionPolygonId: number }[];
  package?: { id: number; amount: number; productionPolygonId: number; number: number; of: number };
};

/** The packing panel the screen loads after a scan. */
const panelOf = async (id: number) =>
  json<{ isProjectComplete: boolean }>(
    await polygonRoute.GET(await apiRequest(`/api/pack/polygons/${id}`, { as: packer }), routeParams({ id })),
  );

const scan = async (body: unknown, as = packer) => {
  const response = await scanRoute.POST(await apiRequest("/api/pack/scan", { method: "POST", as, body }));
  expect(response.status).toBe(200);
  return json<ScanAnswer>(response);
};
const undo = async (as = packer) =>
  undoRoute.POST(await apiRequest("/api/pack/undo", { method: "POST", as }));

const statusOf = async (id: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id }))?.productionStatusValue;
const historyLength = async (id: number) => (await ctx.upstream.polygon.getById({ id })).statuses.length;
const packedAtOf = async (id: number) => (await ctx.upstream.polygonPackage.getById({ id })).packedAt;

describe("POST /api/pack/scan and /api/pack/undo", () => {
  it("answers unknown for a barcode no package has, and writes nothing", async () => {
    expect(await scan({ barcode: "NOPE-42" })).toEqual({ outcome: "unknown", barcode: "NOPE-42" });
  });

  it("packs the one package of a barcode, keeps its amount, and moves its polygon (its last package) to packed", async () => {
    const [polygonA, polygonB] = ctx.ids.polygonIds;
    const [packageA] = ctx.ids.polygonPackageIds;
    const before = Date.now();
    const answer = await scan({ barcode: "PKG-0001" });
    expect(answer).toMatchObject({
      outcome: "packed",
      isPolygonPacked: true,
      package: { id: packageA, amount: 1, productionPolygonId: polygonA, number: 1, of: 1 },
    });
    expect(await panelOf(polygonA)).toMatchObject({
      id: polygonA,
      projectNumber: "P-1001",
      lineNumber: 1,
      statusValue: 600,
      isProjectComplete: false,
      packages: [{ id: packageA, isPacked: true, packageType: "Doos", packedBy: packer.displayName }],
    });
    expect(Date.parse((await packedAtOf(packageA)) ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const polygon = await ctx.upstream.polygon.getById({ id: polygonA });
    expect(currentStatusOf(polygon)).toMatchObject({
      productionStatusValue: 600,
      hubEmployeeId: packer.hubEmployeeId,
    });
    expect(await statusOf(polygonB)).toBe(100);
  });

  it("answers already packed with when and by whom, and writes nothing", async () => {
    const [packageA] = ctx.ids.polygonPackageIds;
    const packedAt = await packedAtOf(packageA);
    const statuses = await historyLength(ctx.ids.polygonIds[0]);
    const answer = await scan({ barcode: "PKG-0001" }, otherPacker);
    expect(answer).toMatchObject({ outcome: "already-packed", packedAt, packedBy: packer.displayName });
    expect(await packedAtOf(packageA)).toBe(packedAt);
    expect(await historyLength(ctx.ids.polygonIds[0])).toBe(statuses);
  });

  it("offers a choice for a barcode several packages share, then packs the chosen one by id", async () => {
    const [, polygonB] = ctx.ids.polygonIds;
    const shared = await ctx.handle.db
      .insert(t.polygonPackages)
      .values(
        [1, 2].map(() => ({
          productionPolygonId: polygonB,
          productionPackageId: ctx.ids.boxPackageId,
          barcode: "SHARED-1",
          amount: 3,
        })),
      )
      .returning();
    const answer = await scan({ barcode: "SHARED-1" });
    expect(answer.outcome).toBe("choose");
    expect(answer.candidates?.map((c) => c.id)).toEqual(shared.map((p) => p.id));
    expect(await packedAtOf(shared[0]!.id)).toBeNull(); // choosing writes nothing

    const packed = await scan({ polygonPackageId: shared[0]!.id });
    expect(packed).toMatchObject({
      outcome: "packed",
      isPolygonPacked: false,
      package: { id: shared[0]!.id, amount: 3 },
    });
    expect(await statusOf(polygonB)).toBe(100);
  });

  it("undoes the last scan, then the one before it with its status move, and records who undid them", async () => {
    const [polygonA] = ctx.ids.polygonIds;
    const [packageA] = ctx.ids.polygonPackageIds;
    const [sharedFirst] = await ctx.upstream.polygonPackage.getByBarcode({ barcode: "SHARED-1" });

    const first = await undo();
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({
      undone: [{ action: "pack", polygonPackageId: sharedFirst!.id }],
    });
    expect(await packedAtOf(sharedFirst!.id)).toBeNull();
    expect(await packedAtOf(packageA)).not.toBeNull();

    const historyBefore = await historyLength(polygonA);
    const second = await json<{ undone: { action: string }[]; polygon: { statusValue: number } }>(
      await undo(),
    );
    expect(second.undone.map((e) => e.action)).toEqual(["pack", "status"]);
    expect(second.polygon.statusValue).toBe(100);
    expect(await packedAtOf(packageA)).toBeNull();
    // Moved back by a new entry: the history keeps the packed one.
    expect(await statusOf(polygonA)).toBe(100);
    expect(await historyLength(polygonA)).toBe(historyBefore + 1);

    const rows = await ctx.handle.db.select().from(packEvents);
    expect(rows.length).toBe(3);
    for (const row of rows)
      expect(row).toMatchObject({ undoneByEmployeeId: packer.employeeId, undoneByName: packer.displayName });

    // Nothing left: another packer's undo does not touch this packer's scans.
    expect((await undo(otherPacker)).status).toBe(404);
  });

  it("says the project is complete when its last package is packed", async () => {
    const [polygonA, polygonB] = ctx.ids.polygonIds;
    const onB = await ctx.upstream.polygonPackage.getByPolygon({ productionPolygonId: polygonB });
    for (const pkg of onB.slice(0, -1)) {
      expect(await scan({ polygonPackageId: pkg.id })).toMatchObject({
        outcome: "packed",
        isPolygonPacked: false,
      });
    }
    expect(await scan({ barcode: "PKG-0001" })).toMatchObject({ isPolygonPacked: true });
    expect(await panelOf(polygonA)).toMatchObject({ isProjectComplete: false });
    const last = await scan({ polygonPackageId: onB.at(-1)!.id });
    expect(last).toMatchObject({ outcome: "packed", isPolygonPacked: true });
    expect(await panelOf(polygonB)).toMatchObject({ isProjectComplete: true });
    expect(await panelOf(polygonA)).toMatchObject({ isProjectComplete: true });
    expect(await statusOf(polygonA)).toBe(600);
    expect(await statusOf(polygonB)).toBe(600);
  });

  it("refuses an operator (403), an anonymous caller (401) and a body without barcode or id (400)", async () => {
    const post = async (as: ReturnType<typeof employee> | null, body: unknown) =>
      scanRoute.POST(await apiRequest("/api/pack/scan", { method: "POST", as, body }));
    expect((await post(employee(["operator"]), { barcode: "PKG-0001" })).status).toBe(403);
    expect((await post(null, { barcode: "PKG-0001" })).status).toBe(401);
    const bad = await post(packer, {});
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: { barcode: [expect.any(String)] } });
  });
});
