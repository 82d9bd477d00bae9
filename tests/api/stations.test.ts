// Department stations: the departments, a department's queue (planned finish
// first, overdue flagged, only for its own operators), start and finish.
import { describe, expect, it } from "vitest";
import * as finishRoute from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as departmentsRoute from "@/app/api/departments/route";
import { currentStatusOf } from "@/lib/bff/polygons";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
// Department ids are 1, 2, 3 (CUT, SEW, PACK) in a fresh database.
const cutter = employee(["operator"], [1]);
const sewer = employee(["operator"], [2]);

type Queue = {
  department: { code: string };
  items: { isOverdue: boolean; isFinished: boolean; polygon: { id: number; projectNumber: string } }[];
};

async function queue(as: typeof cutter, departmentId: number, query = "") {
  const path = `/api/departments/${departmentId}/queue${query}`;
  return queueRoute.GET(await apiRequest(path, { as }), routeParams({ id: departmentId }));
}

async function move(
  route: typeof startRoute,
  step: string,
  as: typeof cutter,
  id: number,
  polygonId: number,
) {
  const path = `/api/departments/${id}/polygons/${polygonId}/${step}`;
  return route.POST(await apiRequest(path, { method: "POST", as }), routeParams({ id, polygonId }));
}

describe("GET /api/departments", () => {
  it("lists the departments for any signed-in employee", async () => {
    const response = await departmentsRoute.GET(
      await apiRequest("/api/departments", { as: employee(["packer"]) }),
    );
    expect((await json<{ code: string }[]>(response)).map((d) => d.code)).toEqual(["CUT", "SEW", "PACK"]);
  });
});

describe("GET /api/departments/{id}/queue", () => {
  it("lists the department's polygons, planned finish first, the late one flagged", async () => {
    expect(ctx.ids.departments.CUT).toBe(1);
    const response = await queue(cutter, 1);
    expect(response.status).toBe(200);
    const body = await json<Queue>(response);
    expect(body.department.code).toBe("CUT");
    expect(body.items.map((i) => [i.polygon.id, i.isOverdue])).toEqual([
      [ctx.ids.polygonIds[0], true],
      [ctx.ids.polygonIds[1], false],
    ]);
    expect(body.items[0]?.polygon).toMatchObject({ projectNumber: "P-1001", currentStatusValue: 100 });
  });

  it("refuses an operator of another department with 403", async () => {
    const response = await queue(sewer, 1);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ title: "Not your department" });
  });
});

describe("POST /api/departments/{id}/polygons/{polygonId}/start and /finish", () => {
  it("starts and finishes a polygon: the department's statuses by the operator, startAt and finishAt", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const started = await move(startRoute, "start", cutter, 1, polygonId);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ statusValue: 200 });
    let polygon = await ctx.upstream.polygon.getById({ id: polygonId });
    expect(currentStatusOf(polygon)).toMatchObject({
      productionStatusValue: 200,
      hubEmployeeId: cutter.hubEmployeeId,
    });

    const finished = await move(finishRoute, "finish", cutter, 1, polygonId);
    expect(await finished.json()).toMatchObject({ statusValue: 290 });
    polygon = await ctx.upstream.polygon.getById({ id: polygonId });
    expect(currentStatusOf(polygon)?.productionStatusValue).toBe(290);
    const [work] = (
      await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId })
    ).filter((d) => d.productionDepartmentId === 1);
    expect(work?.startAt).not.toBeNull();
    expect(Date.parse(work?.finishAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const open = await json<Queue>(await queue(cutter, 1));
    expect(open.items.map((i) => i.polygon.id)).not.toContain(polygonId);
    const all = await json<Queue>(await queue(cutter, 1, "?includeFinished=true"));
    expect(all.items.find((i) => i.polygon.id === polygonId)).toMatchObject({
      isFinished: true,
      isOverdue: false,
    });
  });

  it("answers 404 for a polygon with no work planned in the department", async () => {
    const supervisor = employee(["supervisor"]);
    const response = await move(startRoute, "start", supervisor, 2, ctx.ids.polygonIds[0]);
    expect(response.status).toBe(404);
  });

  it("refuses an operator of another department with 403, changing nothing", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    expect((await move(startRoute, "start", sewer, 1, polygonId)).status).toBe(403);
    const polygon = await ctx.upstream.polygon.getById({ id: polygonId });
    expect(currentStatusOf(polygon)?.productionStatusValue).toBe(100);
  });
});
