// "Undo my last move" at a station says first what it would reverse (issue 45,
// item 2): the line, the step, who and when; the undo that follows names that
// move, so a newer one is not undone in its place.
import "../fuzz/next-async-storage";
import { describe, expect, it } from "vitest";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as undoRoute from "@/app/api/departments/[id]/undo/route";
import type { UndoMovePreview } from "@/lib/stations/undo-move";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const anna = employee(["operator"], [1]);
anna.displayName = "Anna";
const ctx = setUpApiRoutes();

async function step(route: typeof startRoute | typeof advanceRoute, name: string, polygonId: number) {
  const response = await route.POST(
    await apiRequest(`/api/departments/1/polygons/${polygonId}/${name}`, { method: "POST", as: anna }),
    routeParams({ id: 1, polygonId }),
  );
  expect(response.status, `${name} of ${polygonId}`).toBe(200);
}
async function preview() {
  const response = await undoRoute.GET(
    await apiRequest("/api/departments/1/undo", { as: anna }),
    routeParams({ id: 1 }),
  );
  return { status: response.status, body: await json<UndoMovePreview>(response) };
}
async function undo(moveId: number) {
  const request = await apiRequest("/api/departments/1/undo", { method: "POST", as: anna, body: { moveId } });
  return undoRoute.POST(request, routeParams({ id: 1 }));
}

describe("the station's undo shows what it reverses first", () => {
  it("names the line, the step, who and when, and reverses nothing by asking", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    await step(startRoute, "start", polygonId);
    await step(advanceRoute, "advance?material=confirmed", polygonId);
    const before = Date.now();
    const first = await preview();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      productionPolygonId: polygonId,
      projectNumber: "P-1001",
      lineNumber: 1,
      step: "finish",
      by: "Anna",
    });
    expect(first.body.previousStatusValue).not.toBeNull();
    expect(Date.parse(first.body.at)).toBeLessThanOrEqual(before);
    // Asking twice asks about the same move: the question undid nothing.
    expect((await preview()).body.moveId).toBe(first.body.moveId);

    const response = await undo(first.body.moveId);
    expect(response.status).toBe(200);
    expect(await json<{ step: string; productionPolygonId: number }>(response)).toMatchObject({
      step: "finish",
      productionPolygonId: polygonId,
    });
    // Next the start before it is the last move.
    expect((await preview()).body).toMatchObject({ productionPolygonId: polygonId, step: "start" });
  });

  it("undoes nothing when a newer move came after the question (409)", async () => {
    const line = ctx.ids.polygonIds[1];
    await step(startRoute, "start", line);
    const asked = await preview();
    expect(asked.body).toMatchObject({ productionPolygonId: line, step: "start", lineNumber: 2 });
    // Another tab of the same employee finishes the line while the question is open.
    await step(advanceRoute, "advance?material=confirmed", line);
    const response = await undo(asked.body.moveId);
    expect(response.status).toBe(409);
    // The newer move still stands, and is what undo would reverse now.
    expect((await preview()).body).toMatchObject({ productionPolygonId: line, step: "finish" });
  });

  it("says there is nothing to undo (404) for someone with no move here", async () => {
    const ben = employee(["operator"], [1]);
    const response = await undoRoute.GET(
      await apiRequest("/api/departments/1/undo", { as: ben }),
      routeParams({ id: 1 }),
    );
    expect(response.status).toBe(404);
  });
});
