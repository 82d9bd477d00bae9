// "Undo my last move" puts the working time back (issue 28, item 4), through
// the routes a tablet and the supervisor call, on a fake clock: an undone
// start leaves no time on the line and the job it paused runs again; an undone
// Done runs everyone's time on the line again; the report and the timer agree.
import "../fuzz/next-async-storage";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as undoRoute from "@/app/api/departments/[id]/undo/route";
import * as departmentRoute from "@/app/api/work-time/departments/[id]/route";
import * as pauseRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/pause/route";
import * as resumeRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/resume/route";
import * as mineRoute from "@/app/api/work-time/mine/route";
import * as reportRoute from "@/app/api/work-time/report/route";
import type { WorkTimeReport } from "@/lib/work-time/report";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const anna = employee(["operator"], [1]);
const ben = employee(["operator"], [1]);
const supervisor = employee(["supervisor"]);
anna.displayName = "Anna";
ben.displayName = "Ben";

// Tuesday 24 November 2026, 08:00 in the workshop (UTC+1).
const tuesday8 = Date.parse("2026-11-24T07:00:00Z");
const at = (minutes: number) => vi.setSystemTime(tuesday8 + minutes * 60_000);

// The clock is faked before the routes' data is made, so every row is stamped on the faked Tuesday.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: tuesday8 });
});
const ctx = setUpApiRoutes({ settings: { WORKSHOP_HOURS: "07:00-16:00" } });
afterAll(() => {
  vi.useRealTimers();
});

type Step = typeof startRoute | typeof advanceRoute | typeof pauseRoute | typeof resumeRoute;
async function post(route: Step, step: string, as: typeof anna, polygonId: number) {
  const path = step.startsWith("time-")
    ? `/api/work-time/departments/1/polygons/${polygonId}/${step.slice(5)}`
    : `/api/departments/1/polygons/${polygonId}/${step}`;
  const response = await route.POST(
    await apiRequest(path, { method: "POST", as }),
    routeParams({ id: 1, polygonId }),
  );
  expect(response.status, `${step} of ${polygonId}`).toBe(200);
  return response;
}
async function undo(as: typeof anna) {
  const request = await apiRequest("/api/departments/1/undo", { method: "POST", as });
  const response = await undoRoute.POST(request, routeParams({ id: 1 }));
  expect(response.status).toBe(200);
  return json<{ productionPolygonId: number; step: string; workTime: { restored: boolean } }>(response);
}
async function report() {
  const request = await apiRequest("/api/work-time/report?from=2026-11-24&to=2026-11-24", { as: supervisor });
  return json<WorkTimeReport>(await reportRoute.GET(request));
}
async function timerOf(as: typeof anna) {
  const response = await mineRoute.GET(await apiRequest("/api/work-time/mine", { as }));
  return json<{ running: { productionPolygonId: number; earlierSeconds: number } | null }>(response);
}
async function workers() {
  const request = await apiRequest("/api/work-time/departments/1", { as: anna });
  const body = await json<{ workers: { productionPolygonId: number; name: string; isRunning: boolean }[] }>(
    await departmentRoute.GET(request, routeParams({ id: 1 })),
  );
  return body.workers.map((w) => [w.productionPolygonId, w.name, w.isRunning]);
}
const entriesOn = (body: WorkTimeReport, polygonId: number) =>
  body.entries
    .filter((e) => e.productionPolygonId === polygonId)
    .map((e) => [e.employeeName, e.minutes, e.endReason]);

describe("undo puts the working time back", () => {
  it("an undone start leaves no time on the line, and the job it paused runs again", async () => {
    const [first, second] = [ctx.ids.polygonIds[0], ctx.ids.polygonIds[1]];
    at(0);
    await post(startRoute, "start", anna, first);
    at(10);
    // Starting a second line pauses the first (one running timer per operator).
    await post(startRoute, "start", anna, second);
    at(12);
    await post(pauseRoute, "time-pause", anna, second);
    at(13);
    await post(resumeRoute, "time-resume", anna, second);
    // Ben joins: his time too is time on a line that was never started, once the start is undone.
    await post(resumeRoute, "time-resume", ben, second);
    at(15);
    expect(await undo(anna)).toMatchObject({
      productionPolygonId: second,
      step: "start",
      workTime: { restored: true },
    });

    at(20);
    const body = await report();
    expect(entriesOn(body, second)).toEqual([]);
    // Anna's first line runs on since 0, as if the second had never been started.
    expect(entriesOn(body, first)).toEqual([["Anna", 20, null]]);
    expect(body.totalMinutes).toBe(20);
    expect((await timerOf(anna)).running).toMatchObject({ productionPolygonId: first, earlierSeconds: 0 });
    expect(await workers()).toEqual([[first, "Anna", true]]);
    expect((await timerOf(ben)).running).toBeNull();
  });

  it("an undone Done runs every operator's time on the line again", async () => {
    // The line whose start was undone above, waiting again.
    const line = ctx.ids.polygonIds[1];
    at(30);
    await post(startRoute, "start", ben, line);
    at(35);
    // Anna joins (her first line pauses), then scans the ticket: the line is done.
    await post(resumeRoute, "time-resume", anna, line);
    at(50);
    expect(await json(await post(advanceRoute, "advance?material=confirmed", anna, line))).toMatchObject({
      step: "finish",
    });
    expect((await timerOf(ben)).running).toBeNull();
    expect((await workers()).filter(([id]) => id === line)).toEqual([]);

    at(52);
    expect(await undo(anna)).toMatchObject({
      productionPolygonId: line,
      step: "finish",
      workTime: { restored: true },
    });
    at(60);
    expect((await workers()).filter(([id]) => id === line)).toEqual([
      [line, "Ben", true],
      [line, "Anna", true],
    ]);
    expect((await timerOf(anna)).running).toMatchObject({ productionPolygonId: line });
    // The stretch from the Done to its undo counts as worked: the line was in progress all along.
    expect(entriesOn(await report(), line)).toEqual([
      ["Anna", 25, null],
      ["Ben", 30, null],
    ]);
    const job = (await report()).jobs.find((j) => j.productionPolygonId === line);
    expect(job).toMatchObject({ isDone: false, operators: 2 });
  });
});
