// Working time through the routes a tablet and the supervisor call, on a fake
// clock: two operators on one polygon with a pause, the report to the minute
// (and its CSV), a supervisor's correction (audited), the pause at sign-out and
// at the end of the shift.
import "../fuzz/next-async-storage";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as advanceRoute from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as nextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import * as departmentRoute from "@/app/api/work-time/departments/[id]/route";
import * as pauseRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/pause/route";
import * as resumeRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/resume/route";
import * as entryRoute from "@/app/api/work-time/entries/[id]/route";
import * as mineRoute from "@/app/api/work-time/mine/route";
import * as reportCsvRoute from "@/app/api/work-time/report/csv/route";
import * as reportRoute from "@/app/api/work-time/report/route";
import * as badgeRoute from "@/app/api/work-time/badge/route";
import * as switchRoute from "@/app/api/work-time/switch/route";
import { createEmployee } from "@/lib/auth/employees";
import { auditLog, workTimeEntries } from "@/lib/db/schema";
import type { WorkTimeReport } from "@/lib/work-time/report";
import { NextRequest } from "next/server";
import {
  apiRequest,
  appOrigin,
  employee,
  json,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";
import { parseCsv } from "../support/csv";
import { inRequestScope } from "../fuzz/next-request-scope";

const anna = employee(["operator"], [1]);
const ben = employee(["operator"], [1]);
const supervisor = employee(["supervisor"]);
anna.displayName = "Anna";
ben.displayName = "Ben";

// Monday 23 November 2026, 08:00 in the workshop (UTC+1).
const monday8 = Date.parse("2026-11-23T07:00:00Z");
const at = (minutes: number) => vi.setSystemTime(monday8 + minutes * 60_000);

// The clock is faked before the routes' data is made (this hook runs before
// setUpApiRoutes' own), so every row is stamped on the faked Monday, whatever day the test runs.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: monday8 });
});
const ctx = setUpApiRoutes({ settings: { WORKSHOP_HOURS: "07:00-16:00" } });
afterAll(() => {
  vi.useRealTimers();
});

type Step = typeof startRoute | typeof advanceRoute | typeof pauseRoute | typeof resumeRoute;
async function post(route: Step, path: string, as: typeof anna, polygonId: number) {
  const request = await apiRequest(path, { method: "POST", as });
  return route.POST(request, routeParams({ id: 1, polygonId }));
}
const station = (step: string, polygonId: number) => `/api/departments/1/polygons/${polygonId}/${step}`;
const time = (step: string, polygonId: number) =>
  `/api/work-time/departments/1/polygons/${polygonId}/${step}`;

async function report(from = "2026-11-23", to = "2026-11-23") {
  const request = await apiRequest(`/api/work-time/report?from=${from}&to=${to}`, { as: supervisor });
  const response = await reportRoute.GET(request);
  expect(response.status).toBe(200);
  return json<WorkTimeReport>(response);
}
const minutesOf = (rows: { label: string; minutes: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.label, r.minutes]));

describe("two operators on one polygon with a pause", () => {
  it("records each operator's own time, and the report adds it up to the minute", async () => {
    const polygonId = ctx.ids.polygonIds[1];
    const [work] = (
      await ctx.upstream.polygonDepartment.getByPolygon({ productionPolygonId: polygonId })
    ).filter((w) => w.productionDepartmentId === 1);
    await ctx.upstream.polygonDepartment.update({ id: work!.id, productionValue: 45 });

    at(0);
    const started = await post(startRoute, station("start", polygonId), anna, polygonId);
    expect(started.status).toBe(200);
    expect(await json(started)).toMatchObject({ step: "start", workTime: { recorded: true } });
    at(10);
    expect((await post(resumeRoute, time("resume", polygonId), ben, polygonId)).status).toBe(200);

    at(20);
    const timer = await json<{ running: { productionPolygonId: number; earlierSeconds: number } | null }>(
      await mineRoute.GET(await apiRequest("/api/work-time/mine", { as: anna })),
    );
    expect(timer.running).toMatchObject({ productionPolygonId: polygonId, earlierSeconds: 0 });
    const workers = await json<{ workers: { name: string; isRunning: boolean; seconds: number }[] }>(
      await departmentRoute.GET(
        await apiRequest("/api/work-time/departments/1", { as: ben }),
        routeParams({ id: 1 }),
      ),
    );
    expect(workers.workers.map((w) => [w.name, w.isRunning, w.seconds])).toEqual([
      ["Anna", true, 20 * 60],
      ["Ben", true, 10 * 60],
    ]);

    at(25);
    expect((await post(pauseRoute, time("pause", polygonId), anna, polygonId)).status).toBe(200);
    // Paused twice: nothing runs, so 409.
    expect((await post(pauseRoute, time("pause", polygonId), anna, polygonId)).status).toBe(409);
    at(40);
    expect((await post(resumeRoute, time("resume", polygonId), anna, polygonId)).status).toBe(200);
    at(52);
    const resumedTimer = await json<{ running: { earlierSeconds: number } }>(
      await mineRoute.GET(await apiRequest("/api/work-time/mine", { as: anna })),
    );
    expect(resumedTimer.running.earlierSeconds).toBe(25 * 60);

    // Ben scans the job ticket: the polygon is done, and everyone's time on it stops.
    at(70);
    // Its roll is not matched: the scan that answers "Done anyway?" (issue 28, item 12).
    const done = await post(
      advanceRoute,
      `${station("advance", polygonId)}?material=confirmed`,
      ben,
      polygonId,
    );
    expect(await json(done)).toMatchObject({ step: "finish", workTime: { recorded: true } });
    at(90);
    expect((await post(resumeRoute, time("resume", polygonId), anna, polygonId)).status).toBe(409);

    const body = await report();
    // Anna 0–25 and 40–70, Ben 10–70.
    expect(minutesOf(body.byOperator)).toEqual({ Anna: 55, Ben: 60 });
    expect(minutesOf(body.byDepartment)).toEqual({ "CUT room": 115 });
    expect(minutesOf(body.byProduct)).toEqual({ "Curtain 2": 115 });
    expect(minutesOf(body.byDay)).toEqual({ "2026-11-23": 115 });
    expect(body.totalMinutes).toBe(115);
    expect(body.jobs).toEqual([
      expect.objectContaining({
        productionPolygonId: polygonId,
        plannedMinutes: 45,
        actualMinutes: 115,
        differenceMinutes: 70,
        operators: 2,
        isDone: true,
      }),
    ]);
    expect(body.entries.map((e) => [e.employeeName, e.minutes, e.endReason])).toEqual([
      ["Anna", 30, "done"],
      ["Ben", 60, "done"],
      ["Anna", 25, "pause"],
    ]);
    // The day before and after hold none of it.
    expect((await report("2026-11-22", "2026-11-22")).totalMinutes).toBe(0);
  });

  it("exports each view as CSV", async () => {
    const request = await apiRequest(
      "/api/work-time/report/csv?from=2026-11-23&to=2026-11-23&view=operator",
      {
        as: supervisor,
      },
    );
    const response = await reportCsvRoute.GET(request);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      "working-time-operator-2026-11-23-2026-11-23.csv",
    );
    expect(parseCsv(await response.text())).toEqual([
      ["operator", "minutes", "hours"],
      ["Ben", "60", "1.00"],
      ["Anna", "55", "0.92"],
    ]);
  });

  it("lets a supervisor correct an entry, audited, keeping the recorded times", async () => {
    const { db } = ctx.handle;
    const [benEntry] = await db
      .select()
      .from(workTimeEntries)
      .where(eq(workTimeEntries.employeeId, ben.employeeId));
    at(120);
    const correction = { startedAt: "2026-11-23T07:15:00.000Z", endedAt: "2026-11-23T08:10:00.000Z" };
    const patch = (as: typeof supervisor, body: unknown) =>
      apiRequest(`/api/work-time/entries/${benEntry!.id}`, { method: "PATCH", as, body }).then((r) =>
        entryRoute.PATCH(r, routeParams({ id: benEntry!.id })),
      );
    expect((await patch(supervisor, { ...correction, endedAt: "2026-11-23T07:00:00.000Z" })).status).toBe(
      400,
    );
    expect((await patch(supervisor, correction)).status).toBe(200);
    expect(minutesOf((await report()).byOperator)).toEqual({ Anna: 55, Ben: 55 });
    const [stored] = await db.select().from(workTimeEntries).where(eq(workTimeEntries.id, benEntry!.id));
    expect(stored).toMatchObject({
      correctedBy: supervisor.displayName,
      recordedStartedAt: new Date(monday8 + 10 * 60_000),
      recordedEndedAt: new Date(monday8 + 70 * 60_000),
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "work-time.entry-correct"), eq(auditLog.status, 200)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ username: supervisor.username, details: { body: correction } });
  });
});

async function nextAuth(method: "GET" | "POST", action: string, cookie: string, body?: string) {
  const request = new NextRequest(new URL(`/api/auth/${action}`, appOrigin), {
    method,
    headers: {
      cookie,
      origin: appOrigin,
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body,
  });
  const context = { params: Promise.resolve({ nextauth: [action] }) };
  return inRequestScope(request, () =>
    method === "GET" ? nextAuthRoute.GET(request, context) : nextAuthRoute.POST(request, context),
  );
}

describe("pausing by itself", () => {
  it("pauses the running time when the operator signs out", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    at(24 * 60); // Tuesday 08:00
    expect((await post(startRoute, station("start", polygonId), anna, polygonId)).status).toBe(200);
    at(24 * 60 + 33);
    const session = await sessionCookie(anna);
    const csrfResponse = await nextAuth("GET", "csrf", session);
    const { csrfToken } = await json<{ csrfToken: string }>(csrfResponse);
    const csrfCookie = (csrfResponse.headers.getSetCookie?.() ?? [])
      .map((c) => c.split(";")[0]!)
      .find((c) => c.includes("csrf-token"));
    const signedOut = await nextAuth(
      "POST",
      "signout",
      `${session}; ${csrfCookie}`,
      new URLSearchParams({ csrfToken, json: "true" }).toString(),
    );
    expect(signedOut.status).toBeLessThan(400);
    const [entry] = await ctx.handle.db
      .select()
      .from(workTimeEntries)
      .where(
        and(
          eq(workTimeEntries.employeeId, anna.employeeId),
          eq(workTimeEntries.productionPolygonId, polygonId),
        ),
      );
    expect(entry).toMatchObject({
      endReason: "sign-out",
      endedAt: new Date(monday8 + (24 * 60 + 33) * 60_000),
    });
    expect((await report("2026-11-24", "2026-11-24")).byOperator).toEqual([
      expect.objectContaining({ label: "Anna", minutes: 33 }),
    ]);
  });

  it("pauses the running time at the end of the shift (16:00), seen the next time anyone looks", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    at(24 * 60 + 7 * 60); // Tuesday 15:00
    expect((await post(resumeRoute, time("resume", polygonId), anna, polygonId)).status).toBe(200);
    at(24 * 60 + 12 * 60); // Tuesday 20:00
    const timer = await json<{ running: unknown }>(
      await mineRoute.GET(await apiRequest("/api/work-time/mine", { as: anna })),
    );
    expect(timer.running).toBeNull();
    const body = await report("2026-11-24", "2026-11-24");
    expect(minutesOf(body.byOperator)).toEqual({ Anna: 33 + 60 });
    expect(body.entries[0]).toMatchObject({ endReason: "shift-end", endedAt: "2026-11-24T15:00:00.000Z" });
  });
});

describe("the badge switch at a shared station", () => {
  it("names the badge's holder, refuses a wrong PIN, and pauses the running time at the switch", async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const carla = await createEmployee(ctx.handle.db, {
      username: "carla",
      displayName: "Carla Cutter",
      hubEmployeeId: 4242,
      locale: "en",
      roles: ["operator"],
      departmentIds: [1],
      badgeCode: "EMP-4242",
      password: "carla-password",
      pin: "4242",
    });
    at(2 * 24 * 60 + 60); // Wednesday 09:00
    expect((await post(resumeRoute, time("resume", polygonId), ben, polygonId)).status).toBe(200);
    const holder = await badgeRoute.GET(await apiRequest("/api/work-time/badge?code=EMP-4242", { as: ben }));
    expect(await json(holder)).toEqual({ displayName: "Carla Cutter" });
    expect(
      (await badgeRoute.GET(await apiRequest("/api/work-time/badge?code=EMP-9999", { as: ben }))).status,
    ).toBe(404);

    at(2 * 24 * 60 + 75);
    const send = (pin: string) =>
      apiRequest("/api/work-time/switch", {
        method: "POST",
        as: ben,
        body: { badgeCode: "EMP-4242", pin, departmentId: 1 },
      }).then((r) => switchRoute.POST(r));
    const wrong = await send("0000");
    expect(wrong.status).toBe(400);
    const stillRunning = await json<{ running: unknown }>(
      await mineRoute.GET(await apiRequest("/api/work-time/mine", { as: ben })),
    );
    expect(stillRunning.running).not.toBeNull();

    const switched = await send("4242");
    expect(switched.status).toBe(200);
    expect(await json(switched)).toMatchObject({ displayName: "Carla Cutter", paused: 1, mayStay: true });
    const [entry] = await ctx.handle.db
      .select()
      .from(workTimeEntries)
      .where(and(eq(workTimeEntries.employeeId, ben.employeeId), eq(workTimeEntries.endReason, "switch")));
    expect(entry?.endedAt).toEqual(new Date(monday8 + (2 * 24 * 60 + 75) * 60_000));
    expect(carla.employeeId).not.toBe(ben.employeeId);
  });
});
