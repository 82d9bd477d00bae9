// The wall board's routes: a device token an admin issues opens the board
// without a person's sign-in; a revoked one is refused at once (sign-in, data
// and the change stream); the board's counts follow the moves made at tablets;
// the daily target an admin sets shows on it.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as boardRoute from "@/app/api/board/route";
import * as boardEventsRoute from "@/app/api/board/events/route";
import * as devicesRoute from "@/app/api/board/devices/route";
import * as deviceRoute from "@/app/api/board/devices/[id]/route";
import * as targetRoute from "@/app/api/board/targets/[id]/route";
import * as targetsRoute from "@/app/api/board/targets/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import { authenticateDevice, hashDeviceToken } from "@/lib/auth/devices";
import type { SessionEmployee } from "@/lib/base/roles";
import type { BoardSummary } from "@/lib/board/board-summary";
import { boardEventStream } from "@/lib/board/board-events";
import type { BoardDevice } from "@/lib/board/devices-admin";
import { boardDevices } from "@/lib/db/schema";
import { insertProblem } from "@/lib/polygons/problems";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const supervisor = employee(["supervisor"]);

async function issue(name: string) {
  const response = await devicesRoute.POST(
    await apiRequest("/api/board/devices", { method: "POST", as: admin, body: { name, locale: "nl" } }),
  );
  expect(response.status).toBe(201);
  return json<{ device: BoardDevice; token: string }>(response);
}

async function readBoard(as: SessionEmployee) {
  const response = await boardRoute.GET(await apiRequest("/api/board", { as }));
  return {
    status: response.status,
    body: response.status === 200 ? await json<BoardSummary>(response) : null,
  };
}

async function setStatus(productionPolygonIds: number[], statusValue: number) {
  const response = await statusRoute.POST(
    await apiRequest("/api/status/polygons", {
      method: "POST",
      as: supervisor,
      body: { productionPolygonIds, statusValue },
    }),
  );
  expect(response.status).toBe(204);
}

const cutOf = (board: BoardSummary | null) => board?.departments.find((d) => d.code === "CUT");

describe("wall-board devices", () => {
  it("issues a token shown once, keeps only its hash, and lists the device without it", async () => {
    const { device, token } = await issue("Hall TV");
    expect(token).toMatch(/^brd_[A-Za-z0-9_-]{43}$/);
    expect(device).toMatchObject({ name: "Hall TV", locale: "nl", revokedAt: null, lastSeenAt: null });
    const [row] = await ctx.handle.db.select().from(boardDevices);
    expect(row?.tokenHash).toBe(hashDeviceToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await devicesRoute.GET(await apiRequest("/api/board/devices", { as: admin }));
    const text = await list.text();
    expect(text).toContain("Hall TV");
    expect(text).not.toContain(token);
    expect(text).not.toContain(row!.tokenHash);
  });

  it("a device token opens the board without a person; a revoked one is refused at sign-in and on data", async () => {
    const { device, token } = await issue("Sewing room TV");
    const session = await authenticateDevice(ctx.handle.db, token);
    expect(session).toMatchObject({ roles: ["board"], deviceId: device.id, displayName: "Sewing room TV" });
    expect(await authenticateDevice(ctx.handle.db, `${token.slice(0, -1)}x`)).toBeNull();
    expect(await authenticateDevice(ctx.handle.db, "not a token")).toBeNull();

    const board = await readBoard(session!);
    expect(board.status).toBe(200);
    expect(cutOf(board.body)).toMatchObject({ name: "CUT room", waiting: 2 });
    const listed = await json<BoardDevice[]>(
      await devicesRoute.GET(await apiRequest("/api/board/devices", { as: admin })),
    );
    expect(listed.find((d) => d.id === device.id)?.lastSeenAt).not.toBeNull();

    const revoked = await deviceRoute.DELETE(
      await apiRequest(`/api/board/devices/${device.id}`, { method: "DELETE", as: admin }),
      routeParams({ id: device.id }),
    );
    expect(revoked.status).toBe(200);
    expect((await readBoard(session!)).status).toBe(401);
    expect(await authenticateDevice(ctx.handle.db, token)).toBeNull();
  });

  it("ends a device's change stream when the device is revoked", async () => {
    const { device, token } = await issue("Packing TV");
    const session = (await authenticateDevice(ctx.handle.db, token))!;
    const abort = new AbortController();
    const stream = boardEventStream(ctx.handle.db, session, abort.signal, 20);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(": open");
    await deviceRoute.DELETE(
      await apiRequest(`/api/board/devices/${device.id}`, { method: "DELETE", as: admin }),
      routeParams({ id: device.id }),
    );
    // Whatever change events are still on their way, the stream ends.
    let result = await reader.read();
    while (!result.done) result = await reader.read();
    expect(result.done).toBe(true);
    expect(abort.signal.aborted).toBe(false);
  });

  it("opens the board's change stream for a device", async () => {
    const { token } = await issue("Cutting TV");
    const session = (await authenticateDevice(ctx.handle.db, token))!;
    const abort = new AbortController();
    const request = new NextRequest(await apiRequest("/api/board/events", { as: session }), {
      signal: abort.signal,
    });
    const response = await boardEventsRoute.GET(request);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    abort.abort();
    const reader = response.body!.getReader();
    let result = await reader.read();
    while (!result.done) result = await reader.read();
  });
});

describe("GET /api/board", () => {
  it("counts waiting, in progress, overdue, on hold and done today per department, with the oldest problem", async () => {
    const [first, second] = ctx.ids.polygonIds;
    const before = cutOf((await readBoard(supervisor)).body);
    expect(before).toMatchObject({ waiting: 2, inProgress: 0, onHold: 0, doneToday: 0, oldestProblem: null });

    await setStatus([second], 200);
    // The first is past its planned finish in cutting; the second has just started.
    expect(cutOf((await readBoard(supervisor)).body)).toMatchObject({
      waiting: 1,
      inProgress: 1,
      overdue: 1,
    });

    await setStatus([second], 290);
    await setStatus([first], 900);
    await insertProblem(ctx.handle.db, {
      productionPolygonId: first,
      productionDepartmentId: ctx.ids.departments.CUT,
      remark: "Fabric torn",
      photo: null,
      reportedBy: 7,
      reportedByName: "Anna Cutter",
    });
    const after = cutOf((await readBoard(supervisor)).body);
    expect(after).toMatchObject({ waiting: 0, inProgress: 0, onHold: 1, doneToday: 1, overdue: 1 });
    expect(after?.oldestProblem).toMatchObject({
      productionPolygonId: first,
      projectNumber: "P-1001",
      lineNumber: 1,
      remark: "Fabric torn",
    });
  });

  it("says the same 'done today' as the cutting station, also once a line cut today has moved on through sewing", async () => {
    const [, second] = ctx.ids.polygonIds;
    const cut = ctx.ids.departments.CUT;
    const stationCount = async () => {
      const response = await queueRoute.GET(
        await apiRequest(`/api/departments/${cut}/queue`, { as: supervisor }),
        routeParams({ id: cut }),
      );
      return (await json<{ counts: { doneToday: number } }>(response)).counts.doneToday;
    };
    const boardCount = async () => cutOf((await readBoard(supervisor)).body)?.doneToday;
    // Cut today (290) by the test before; sewing starts it (300) and finishes it (390).
    expect(await stationCount()).toBe(await boardCount());
    const cutToday = await boardCount();
    expect(cutToday).toBeGreaterThanOrEqual(1);
    for (const value of [300, 390]) {
      await setStatus([second], value);
      expect(await stationCount()).toBe(cutToday);
      expect(await boardCount()).toBe(cutToday);
    }
  });

  it("shows the daily target an admin sets, and refuses one for a department that does not exist", async () => {
    const cut = ctx.ids.departments.CUT;
    const put = (id: number, dailyTarget: number | null) =>
      apiRequest(`/api/board/targets/${id}`, { method: "PUT", as: admin, body: { dailyTarget } }).then((r) =>
        targetRoute.PUT(r, routeParams({ id })),
      );
    expect((await put(cut, 40)).status).toBe(200);
    expect(cutOf((await readBoard(supervisor)).body)?.dailyTarget).toBe(40);
    const targets = await json<{ code: string; dailyTarget: number | null }[]>(
      await targetsRoute.GET(await apiRequest("/api/board/targets", { as: admin })),
    );
    expect(targets.find((t) => t.code === "CUT")?.dailyTarget).toBe(40);
    expect((await put(cut, null)).status).toBe(200);
    expect(cutOf((await readBoard(supervisor)).body)?.dailyTarget).toBeNull();
    expect((await put(999_999, 5)).status).toBe(404);
  });
});
