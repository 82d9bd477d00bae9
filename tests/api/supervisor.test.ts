// The supervisor's views: polygons and projects per status value with the
// "assigned before" delay, a polygon with its history, export and order spec.
import { describe, expect, it } from "vitest";
import * as polygonRoute from "@/app/api/polygons/[id]/route";
import * as exportRoute from "@/app/api/projects/[id]/export/route";
import * as orderSpecRoute from "@/app/api/projects/[id]/order-spec/route";
import * as polygonsRoute from "@/app/api/status/[value]/polygons/route";
import * as projectsRoute from "@/app/api/status/[value]/projects/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

async function get(
  route: typeof polygonRoute,
  path: string,
  params: Record<string, number>,
  as = supervisor,
) {
  return route.GET(await apiRequest(path, { as }), routeParams(params));
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("GET /api/status/{value}/polygons and /projects", () => {
  it("lists the polygons at a status, only those older than the delay when one is given", async () => {
    // Seeded at status 100 three days ago.
    const all = await get(polygonsRoute, "/api/status/100/polygons", { value: 100 });
    expect(all.status).toBe(200);
    expect(ids(await json<{ id: number }[]>(all))).toEqual(ctx.ids.polygonIds);
    const older = await get(polygonsRoute, "/api/status/100/polygons?assignedBefore=P1D", { value: 100 });
    expect(await json<unknown[]>(older)).toHaveLength(2);
    const none = await get(polygonsRoute, "/api/status/100/polygons?assignedBefore=5.00:00:00", {
      value: 100,
    });
    expect(await json<unknown[]>(none)).toEqual([]);
  });

  it("lists the projects having a polygon at a status, with their polygons", async () => {
    const response = await get(projectsRoute, "/api/status/100/projects?assignedBefore=PT1H", { value: 100 });
    const projects = await json<{ id: number; polygons: unknown[] }[]>(response);
    expect(projects).toEqual([expect.objectContaining({ id: ctx.ids.productionProjectId })]);
    expect(projects[0]?.polygons).toHaveLength(2);
  });

  it("answers 400 with the upstream's field error for a delay it cannot read", async () => {
    const response = await get(projectsRoute, "/api/status/100/projects?assignedBefore=tomorrow", {
      value: 100,
    });
    expect(response.status).toBe(400);
    const problem = await json<{ errors: Record<string, string[]> }>(response);
    expect(problem.errors.assignedBefore?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/polygons/{id}", () => {
  it("shows a polygon with its statuses newest first, its department work and packages", async () => {
    const [id] = ctx.ids.polygonIds;
    const body = { productionPolygonIds: [id], statusValue: 200 };
    await statusRoute.POST(
      await apiRequest("/api/status/polygons", { method: "POST", as: supervisor, body }),
    );
    const response = await get(polygonRoute, `/api/polygons/${id}`, { id });
    expect(response.status).toBe(200);
    const polygon = await json<{
      statuses: { productionStatusValue: number }[];
      currentStatus: { hubEmployeeId: number };
      departments: unknown[];
      packages: unknown[];
    }>(response);
    expect(polygon.statuses.map((s) => s.productionStatusValue)).toEqual([200, 100]);
    expect(polygon.currentStatus.hubEmployeeId).toBe(supervisor.hubEmployeeId);
    expect(polygon.departments).toHaveLength(2);
    expect(polygon.packages).toHaveLength(1);
  });

  it("answers 404 for a polygon that does not exist", async () => {
    expect((await get(polygonRoute, "/api/polygons/99999", { id: 99999 })).status).toBe(404);
  });
});

describe("GET /api/projects/{id}/export and /order-spec", () => {
  it("gives the project export to a supervisor", async () => {
    const id = ctx.ids.productionProjectId;
    const response = await get(exportRoute, `/api/projects/${id}/export`, { id });
    expect(await response.json()).toMatchObject({
      productionProjectId: id,
      exportProject: { prjNumber: "P-1001" },
    });
  });

  it("gives the order spec to an operator on the floor", async () => {
    const id = ctx.ids.productionProjectId;
    const response = await get(
      orderSpecRoute,
      `/api/projects/${id}/order-spec`,
      { id },
      employee(["operator"], [1]),
    );
    expect(response.status).toBe(200);
    const body = await json<{ orderSpec: { projectNumber: string; items: { width: number }[] } }>(response);
    expect(body.orderSpec).toMatchObject({ projectNumber: "P-1001" });
    expect(body.orderSpec.items.map((i) => i.width)).toEqual([1200, 1200]);
  });

  it("answers 404 for a project that does not exist", async () => {
    expect((await get(exportRoute, "/api/projects/99999/export", { id: 99999 })).status).toBe(404);
  });
});
