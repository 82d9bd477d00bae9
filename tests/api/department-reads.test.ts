// Reads by place, as an attacker found them: the sewer asks for a line that
// sewing has no work on (its customer, its status history), the cutter for who
// works in sewing and their time. An operator reads only their own
// departments, and at a station only lines with work planned there; a
// supervisor reads them all.
import { describe, expect, it } from "vitest";
import * as polygonRoute from "@/app/api/departments/[id]/polygons/[polygonId]/route";
import * as productRoute from "@/app/api/departments/[id]/polygons/[polygonId]/product/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as scrapTargetsRoute from "@/app/api/reasons/scrap/targets/route";
import * as workersRoute from "@/app/api/work-time/departments/[id]/route";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();

// The seeded departments are made in this order: CUT 1, SEW 2, PACK 3 (checked below).
const cutter = employee(["operator"], [1]);
const sewer = employee(["operator"], [2]);
const supervisor = employee(["supervisor"]);
type Who = typeof cutter;

async function read(
  route: { GET: (request: never, context: never) => Promise<Response> },
  path: string,
  params: Record<string, number>,
  as: Who,
) {
  const request = await apiRequest(path, { as });
  return (route.GET as (r: typeof request, c: ReturnType<typeof routeParams>) => Promise<Response>)(
    request,
    routeParams(params),
  );
}

const polygonAt = (
  route: typeof polygonRoute | typeof productRoute,
  id: number,
  polygonId: number,
  as: Who,
) =>
  read(
    route,
    `/api/departments/${id}/polygons/${polygonId}${route === productRoute ? "/product" : ""}`,
    { id, polygonId },
    as,
  );

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ status: 403 });
  // Nothing of the line: no project number, customer or history.
  expect(text).not.toContain("P-1001");
  expect(text).not.toContain("statuses");
}

describe("an operator's reads of another department", () => {
  it("the seed's departments are cutting 1 and sewing 2; sewing has no work on either line", async () => {
    expect(ctx.ids.departments).toMatchObject({ CUT: 1, SEW: 2 });
    for (const productionPolygonId of ctx.ids.polygonIds) {
      const work = await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId });
      expect(work.map((w) => w.productionDepartmentId)).not.toContain(2);
    }
  });

  it("refuses the sewer a line with no sewing work, at the sewing station, and its product (403)", async () => {
    const [first] = ctx.ids.polygonIds;
    await expectRefused(await polygonAt(polygonRoute, 2, first, sewer));
    await expectRefused(await polygonAt(productRoute, 2, first, sewer));
    // Nor through the cutting station, which is not theirs.
    await expectRefused(await polygonAt(polygonRoute, 1, first, sewer));
    await expectRefused(await polygonAt(productRoute, 1, first, sewer));
  });

  it("shows the sewer a line once sewing has work on it, and the cutter their own lines", async () => {
    const [, second] = ctx.ids.polygonIds;
    await ctx.handle.db
      .insert(t.polygonDepartments)
      .values({ productionPolygonId: second, productionDepartmentId: 2 });
    expect((await polygonAt(polygonRoute, 2, second, sewer)).status).toBe(200);
    expect((await polygonAt(productRoute, 2, second, sewer)).status).toBe(200);
    expect((await polygonAt(polygonRoute, 1, second, cutter)).status).toBe(200);
    // The cutter still may not read it at the sewing station.
    await expectRefused(await polygonAt(polygonRoute, 2, second, cutter));
  });

  it("shows a supervisor any line at any station", async () => {
    const [first] = ctx.ids.polygonIds;
    const answer = await polygonAt(polygonRoute, 3, first, supervisor);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("P-1001");
  });

  it("refuses the cutter sewing's workers and their time (403), as it does sewing's queue", async () => {
    await expectRefused(await read(workersRoute, "/api/work-time/departments/2", { id: 2 }, cutter));
    await expectRefused(await read(queueRoute, "/api/departments/2/queue", { id: 2 }, cutter));
    expect((await read(workersRoute, "/api/work-time/departments/1", { id: 1 }, cutter)).status).toBe(200);
    expect((await read(workersRoute, "/api/work-time/departments/2", { id: 2 }, sewer)).status).toBe(200);
    expect((await read(workersRoute, "/api/work-time/departments/2", { id: 2 }, supervisor)).status).toBe(
      200,
    );
  });

  it("refuses an operator the scrap targets of a line not planned in their departments", async () => {
    const [first] = ctx.ids.polygonIds;
    const path = `/api/reasons/scrap/targets?productionPolygonId=${first}`;
    await expectRefused(await read(scrapTargetsRoute, path, {}, sewer));
    expect((await read(scrapTargetsRoute, path, {}, cutter)).status).toBe(200);
    expect((await read(scrapTargetsRoute, path, {}, supervisor)).status).toBe(200);
  });
});
