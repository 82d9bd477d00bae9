// What the wall board hears, as an attacker with a TV's token found it: the
// board's stream carried the path and method of every write, admin ones
// included, and replayed them after Last-Event-ID. Now it says only that
// something it counts changed: admin writes that the board does not show are
// not heard at all, and nothing is replayed. The supervisor's stream, opened
// beside it, proves the same writes were on the change bus.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import * as boardEventsRoute from "@/app/api/board/events/route";
import * as devicesRoute from "@/app/api/board/devices/route";
import * as deviceRoute from "@/app/api/board/devices/[id]/route";
import * as targetRoute from "@/app/api/board/targets/[id]/route";
import * as eventsRoute from "@/app/api/events/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { authenticateDevice } from "@/lib/auth/devices";
import type { SessionEmployee } from "@/lib/base/roles";
import type { BoardDevice } from "@/lib/board/devices-admin";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
const supervisor = employee(["supervisor"]);

const aborts: AbortController[] = [];
afterEach(() => aborts.splice(0).forEach((abort) => abort.abort()));

/** Opens a stream through its route and collects everything it sends. */
async function listen(
  route: { GET: (request: NextRequest) => Promise<Response> },
  path: string,
  as: SessionEmployee,
  lastEventId?: string,
) {
  const abort = new AbortController();
  aborts.push(abort);
  const request = new NextRequest(await apiRequest(path, { as }), { signal: abort.signal });
  if (lastEventId !== undefined) request.headers.set("last-event-id", lastEventId);
  const response = await route.GET(request);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const heard = { text: "" };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      heard.text += decoder.decode(value);
    }
  })();
  await settle();
  return heard;
}

/** Lets the streams' frames arrive (the bus delivers in the same turn; the readers need a few). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const changeFrames = (text: string) => text.split("\n\n").filter((frame) => frame.includes("event: change"));

async function issueDevice(name: string) {
  const response = await devicesRoute.POST(
    await apiRequest("/api/board/devices", { method: "POST", as: admin, body: { name, locale: "en" } }),
  );
  expect(response.status).toBe(201);
  return json<{ device: BoardDevice; token: string }>(response);
}

describe("the wall board's change stream", () => {
  it("hears only that something it counts changed: no path, method, polygon or number, and no admin write", async () => {
    const { token } = await issueDevice("Hall TV");
    const tv = (await authenticateDevice(ctx.handle.db, token))!;
    const board = await listen(boardEventsRoute, "/api/board/events", tv);
    const overSupervisor = await listen(boardEventsRoute, "/api/board/events", supervisor);
    const bus = await listen(eventsRoute, "/api/events", supervisor);
    expect(board.text).toContain("event: hello\ndata: {}");

    // Admin writes the board does not show: another TV issued and revoked.
    const spare = await issueDevice("Spare TV");
    const revoked = await deviceRoute.DELETE(
      await apiRequest(`/api/board/devices/${spare.device.id}`, { method: "DELETE", as: admin }),
      routeParams({ id: spare.device.id }),
    );
    expect(revoked.status).toBe(200);
    await settle();
    expect(changeFrames(bus.text).join()).toContain("/api/board/devices");
    expect(changeFrames(board.text)).toEqual([]);
    expect(changeFrames(overSupervisor.text)).toEqual([]);

    // A move the board counts, then a daily target: heard, and only as "changed".
    const [first] = ctx.ids.polygonIds;
    const moved = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [first], statusValue: 200 },
      }),
    );
    expect(moved.status).toBe(204);
    const target = await targetRoute.PUT(
      await apiRequest(`/api/board/targets/${ctx.ids.departments.CUT}`, {
        method: "PUT",
        as: admin,
        body: { dailyTarget: 30 },
      }),
      routeParams({ id: ctx.ids.departments.CUT }),
    );
    expect(target.status).toBe(200);
    await settle();
    expect(changeFrames(bus.text).join()).toContain(`"polygonIds":[${first}]`);
    for (const heard of [board, overSupervisor]) {
      expect(changeFrames(heard.text)).toEqual(["event: change\ndata: {}", "event: change\ndata: {}"]);
      expect(heard.text).not.toMatch(/\/api\/|"method"|"path"|polygonIds|^id:/m);
    }
  });

  it("replays nothing after a Last-Event-ID, where the supervisor's stream catches up", async () => {
    const { token } = await issueDevice("Cutting TV");
    const tv = (await authenticateDevice(ctx.handle.db, token))!;
    const board = await listen(boardEventsRoute, "/api/board/events", tv, "0");
    const bus = await listen(eventsRoute, "/api/events", supervisor, "0");
    expect(changeFrames(bus.text).length).toBeGreaterThan(0);
    expect(changeFrames(board.text)).toEqual([]);
    expect(board.text).not.toMatch(/\/api\/|^id:/m);
  });

  it("tells a revoked TV alone, so that it reads the board again and is sent to pairing", async () => {
    const mine = await issueDevice("Packing TV");
    const other = await issueDevice("Sewing TV");
    const board = await listen(
      boardEventsRoute,
      "/api/board/events",
      (await authenticateDevice(ctx.handle.db, mine.token))!,
    );
    const otherBoard = await listen(
      boardEventsRoute,
      "/api/board/events",
      (await authenticateDevice(ctx.handle.db, other.token))!,
    );
    await deviceRoute.DELETE(
      await apiRequest(`/api/board/devices/${mine.device.id}`, { method: "DELETE", as: admin }),
      routeParams({ id: mine.device.id }),
    );
    await settle();
    expect(changeFrames(board.text)).toEqual(["event: change\ndata: {}"]);
    expect(changeFrames(otherBoard.text)).toEqual([]);
  });
});
