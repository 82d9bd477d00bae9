// The plan is made again on every change, pushed, not on the next read
// (docs/planning.md, "Keeping it up to date"): a status move through the app's
// route changes the projection within the coalescing window, and a burst of
// moves makes at most two plans. The clock (Date) is frozen on a Wednesday
// 06:00 in the workshop before any data is made, so a kept plan never ages:
// only the pushed replan can change what a read answers.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as projectionRoute from "@/app/api/planning/projection/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { movesThePlan, replanCount, replanOnChanges } from "@/lib/planning/replan";
import type { Change } from "@/lib/server/change";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const everyMs = 400;
let stop = () => {};
beforeAll(() => {
  stop = replanOnChanges(ctx.handle.db, () => Promise.resolve(ctx.upstream), everyMs);
});
afterAll(() => stop());

type Projection = {
  lines: { productionPolygonId: number; departments: { productionDepartmentId: number }[] }[];
};

async function departmentsOf(polygonId: number): Promise<number[] | undefined> {
  const response = await projectionRoute.GET(
    await apiRequest(`/api/planning/projection?productionProjectId=${ctx.ids.productionProjectId}`, {
      as: supervisor,
    }),
  );
  expect(response.status).toBe(200);
  const line = (await json<Projection>(response)).lines.find((l) => l.productionPolygonId === polygonId);
  return line?.departments.map((d) => d.productionDepartmentId);
}

async function moveTo(polygonId: number, statusValue: number) {
  const response = await statusRoute.POST(
    await apiRequest("/api/status/polygons", {
      method: "POST",
      as: supervisor,
      body: { productionPolygonIds: [polygonId], statusValue },
    }),
  );
  expect(response.status).toBe(204);
}

/** Reads until `isFresh`, answering how long it took (ms), or fails after `withinMs`. */
async function untilFresh(read: () => Promise<boolean>, withinMs: number): Promise<number> {
  const startedAt = performance.now();
  while (!(await read())) {
    if (performance.now() - startedAt > withinMs)
      throw new Error(`the plan was not fresh within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - startedAt;
}

describe("replanning pushed by every change", () => {
  it("a status move through the route changes the projection within the coalescing window", async () => {
    const { CUT, PACK } = ctx.ids.departments;
    const polygonId = ctx.ids.polygonIds[0];
    expect(await departmentsOf(polygonId)).toEqual([CUT, PACK]);
    // Past quality control: only packing is left.
    await moveTo(polygonId, 500);
    const tookMs = await untilFresh(
      async () => (await departmentsOf(polygonId))?.join() === String(PACK),
      3_000,
    );
    expect(tookMs).toBeLessThan(everyMs + 2_000);
  });

  it("a burst of moves makes at most two plans, the last one showing the last move", async () => {
    const { CUT } = ctx.ids.departments;
    const polygonId = ctx.ids.polygonIds[1];
    // A window longer than the burst takes, even on a busy machine.
    const burstEveryMs = 3_000;
    stop();
    stop = replanOnChanges(ctx.handle.db, () => Promise.resolve(ctx.upstream), burstEveryMs);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const before = replanCount();
    const startedAt = performance.now();
    expect(await departmentsOf(polygonId)).toEqual([CUT]);
    // Its only work is cutting: past quality control it has none left and leaves the projection.
    for (const value of [200, 100, 200, 500]) await moveTo(polygonId, value);
    const burstMs = performance.now() - startedAt;
    await untilFresh(async () => (await departmentsOf(polygonId)) === undefined, burstEveryMs + 3_000);
    const made = replanCount() - before;
    expect(burstMs).toBeLessThan(burstEveryMs);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(2);
    expect(await departmentsOf(polygonId)).toBeUndefined();
  });

  it("replans for changes that move lines, hours or people; not for a session that ended", () => {
    const change = (over: Partial<Change>): Change => ({
      path: "/api/x",
      method: "POST",
      at: new Date().toISOString(),
      polygonIds: [],
      isWide: false,
      hasWork: false,
      ...over,
    });
    expect(movesThePlan(change({ polygonIds: [7] }))).toBe(true);
    expect(movesThePlan(change({ path: "/api/planning/capacity" }))).toBe(true);
    expect(movesThePlan(change({ path: "/api/admin/employees/3" }))).toBe(true);
    expect(movesThePlan(change({ hasWork: true }))).toBe(true);
    expect(movesThePlan(change({ path: "/api/auth/sessions-ended", endedSessionsOf: [3] }))).toBe(false);
    expect(movesThePlan(change({ path: "/api/printing/jobs" }))).toBe(false);
  });
});
