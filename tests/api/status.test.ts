// Moving polygons' status: by production id, by CPQ polygon id, by project number
// and line numbers, a whole project; recorded upstream under the caller's hub
// employee id. Only supervisors set a status by id: operators move polygons at
// their stations, packers by packing.
import { describe, expect, it } from "vitest";
import * as polygonsRoute from "@/app/api/status/polygons/route";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const packer = employee(["packer"]);
const cutter = employee(["operator"], [1]); // department 1 is CUT: 200 and 290

async function post(route: typeof polygonsRoute, path: string, as: typeof supervisor, body: unknown) {
  return route.POST(await apiRequest(path, { method: "POST", as, body }));
}

async function currentStatus(id: number) {
  return currentStatusOf(await ctx.upstream.polygon.getById({ id }));
}

describe("POST /api/status/polygons", () => {
  it("sets the status with the caller's hub employee id and remarks", async () => {
    const [id] = ctx.ids.polygonIds;
    const body = { productionPolygonIds: [id], statusValue: 900, remarks: "torn hem" };
    const response = await post(polygonsRoute, "/api/status/polygons", supervisor, body);
    expect(response.status).toBe(204);
    expect(await currentStatus(id)).toMatchObject({
      productionStatusValue: 900,
      hubEmployeeId: supervisor.hubEmployeeId,
      remarks: "torn hem",
    });
  });

  it("refuses packers: they move polygons only by packing (/api/pack)", async () => {
    const [, id] = ctx.ids.polygonIds;
    for (const statusValue of [290, 600]) {
      const refused = await post(polygonsRoute, "/api/status/polygons", packer, {
        productionPolygonIds: [id],
        statusValue,
      });
      expect(refused.status).toBe(403);
    }
    expect((await currentStatus(id))?.productionStatusValue).toBe(100);
  });

  it("refuses the cutter who pulls a polygon waiting in sewing back into cutting; nothing moves", async () => {
    const [, id] = ctx.ids.polygonIds;
    // Cut and done: the polygon now waits in sewing (290 is cutting's done value, sewing's waiting one).
    const cut = { productionPolygonIds: [id], statusValue: 290 };
    expect((await post(polygonsRoute, "/api/status/polygons", supervisor, cut)).status).toBe(204);

    const attack = { productionPolygonIds: [id], statusValue: 200 };
    const refused = await post(polygonsRoute, "/api/status/polygons", cutter, attack);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(await currentStatus(id)).toMatchObject({
      productionStatusValue: 290,
      hubEmployeeId: supervisor.hubEmployeeId,
    });
  });

  it("refuses an operator even for their own department's values", async () => {
    const [id] = ctx.ids.polygonIds;
    const before = await currentStatus(id);
    const cutting = { productionPolygonIds: [id], statusValue: 290 };
    expect((await post(polygonsRoute, "/api/status/polygons", cutter, cutting)).status).toBe(403);
    expect(await currentStatus(id)).toEqual(before);
  });

  it("answers 404 for a polygon that does not exist", async () => {
    const body = { productionPolygonIds: [99999], statusValue: 500 };
    expect((await post(polygonsRoute, "/api/status/polygons", supervisor, body)).status).toBe(404);
  });
});
