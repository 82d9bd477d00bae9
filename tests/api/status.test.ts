// Moving polygons' status: by production id, by CPQ polygon id, by project number
// and line numbers, a whole project; recorded upstream under the caller's hub
// employee id. Supervisors set any value, packers 600, operators their departments'.
import { describe, expect, it } from "vitest";
import * as lineNumbersRoute from "@/app/api/status/line-numbers/route";
import * as polygonsRoute from "@/app/api/status/polygons/route";
import * as projectRoute from "@/app/api/status/project/route";
import * as wtPolygonsRoute from "@/app/api/status/wt-polygons/route";
import { currentStatusOf } from "@/lib/bff/polygons";
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

describe("POST /api/status/wt-polygons", () => {
  it("sets the status of the polygons with those CPQ polygon ids", async () => {
    const body = {
      productionProjectIds: [ctx.ids.productionProjectId],
      polygonIds: [ctx.ids.wtPolygonIds[1]],
      statusValue: 300,
    };
    expect((await post(wtPolygonsRoute, "/api/status/wt-polygons", supervisor, body)).status).toBe(204);
    expect((await currentStatus(ctx.ids.polygonIds[1]))?.productionStatusValue).toBe(300);
  });
});

describe("POST /api/status/line-numbers", () => {
  it("sets the status of the order lines and answers the polygon ids set", async () => {
    const body = { projectNumber: "P-1001", lineNumbers: [1], statusValue: 400 };
    const response = await post(lineNumbersRoute, "/api/status/line-numbers", supervisor, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ productionPolygonIds: [ctx.ids.polygonIds[0]] });
    expect((await currentStatus(ctx.ids.polygonIds[0]))?.productionStatusValue).toBe(400);
  });
});

describe("POST /api/status/project", () => {
  it("sets the status of every polygon of the project", async () => {
    const body = { productionProjectId: ctx.ids.productionProjectId, statusValue: 700 };
    expect((await post(projectRoute, "/api/status/project", supervisor, body)).status).toBe(204);
    for (const id of ctx.ids.polygonIds) {
      expect(await currentStatus(id)).toMatchObject({
        productionStatusValue: 700,
        hubEmployeeId: supervisor.hubEmployeeId,
      });
    }
  });
});
