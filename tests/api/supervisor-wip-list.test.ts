// The list behind a number of the supervisor's work in progress is kept while
// the lists stay as they are (its next page is a slice of it), and worked out
// again when a line moves at a tablet.
import { describe, expect, it } from "vitest";
import * as statusRoute from "@/app/api/status/polygons/route";
import * as wipListRoute from "@/app/api/supervisor/work-in-progress/[id]/[value]/route";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
type Rows = { total: number; items: { id: number }[] };

async function listAt(departmentId: number, value: number, query = ""): Promise<Rows> {
  const path = `/api/supervisor/work-in-progress/${departmentId}/${value}${query}`;
  const response = await wipListRoute.GET(
    await apiRequest(path, { as: supervisor }),
    routeParams({ id: departmentId, value }),
  );
  expect(response.status).toBe(200);
  return json<Rows>(response);
}

describe("GET /api/supervisor/work-in-progress/{id}/{value}", () => {
  it("pages through one list, and follows a move at a tablet", async () => {
    const cut = ctx.ids.departments.CUT;
    const [first, second] = ctx.ids.polygonIds;
    const whole = await listAt(cut, 100);
    expect([whole.total, whole.items.map((item) => item.id).sort()]).toEqual([2, [first, second].sort()]);
    const pages = [await listAt(cut, 100, "?limit=1"), await listAt(cut, 100, "?offset=1&limit=1")];
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      whole.items.map((item) => item.id),
    );
    expect((await listAt(cut, 200)).total).toBe(0);

    const moved = whole.items[0]!.id;
    const response = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [moved], statusValue: 200 },
      }),
    );
    expect(response.status).toBe(204);
    expect((await listAt(cut, 100)).items.map((item) => item.id)).toEqual(
      whole.items.slice(1).map((item) => item.id),
    );
    expect((await listAt(cut, 200)).items.map((item) => item.id)).toEqual([moved]);
  });
});
