// Moving polygons' status: by production id, by CPQ polygon id, by project number
// and line numbers, a whole project; recorded upstream under the caller's hub
// employee id. Supervisors set any value, packers 600, operators their departments'.
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

  it("lets a packer set 600 but not another value", async () => {
    const [, id] = ctx.ids.polygonIds;
    const refused = await post(polygonsRoute, "/api/status/polygons", packer, {
      productionPolygonIds: [id],
      statusValue: 290,
    });
    expect(refused.status).toBe(403);
    expect((await currentStatus(id))?.productionStatusValue).toBe(100);

    const body = { productionPolygonIds: [id], statusValue: 600 };
    expect((await post(polygonsRoute, "/api/status/polygons", packer, body)).status).toBe(204);
    expect(await currentStatus(id)).toMatchObject({
      productionStatusValue: 600,
      hubEmployeeId: packer.hubEmployeeId,
    });
  });

  it("lets an operator set their department's values only", async () => {
    const [id] = ctx.ids.polygonIds;
    const sewing = { productionPolygonIds: [id], statusValue: 390 };
    expect((await post(polygonsRoute, "/api/status/polygons", cutter, sewing)).status).toBe(403);
    const cutting = { productionPolygonIds: [id], statusValue: 290 };
    expect((await post(polygonsRoute, "/api/status/polygons", cutter, cutting)).status).toBe(204);
    expect(await currentStatus(id)).toMatchObject({
      productionStatusValue: 290,
      hubEmployeeId: cutter.hubEmployeeId,
    });
  });

  it("answers 404 for a polygon that does not exist", async () => {
    const body = { productionPolygonIds: [99999], statusValue: 500 };
    expect((await post(polygonsRoute, "/api/status/polygons", supervisor, body)).status).toBe(404);
  });
});
