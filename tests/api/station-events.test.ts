// GET /api/departments/{id}/events: a cutting tablet hears, within a frame of
// the write, that a line moved at another tablet or that the supervisor moved
// one (issue 28, item 8). It hears only "read again" (no path, polygon or
// change number), nothing of a write that cannot move a queue, and only at a
// department its operator works in.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/departments/[id]/events/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import * as targetRoute from "@/app/api/board/targets/[id]/route";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const cutter = employee(["operator"], [1]);
const otherCutter = employee(["operator"], [1]);
const supervisor = employee(["supervisor"]);
const admin = employee(["admin"]);

async function openStream(as: ReturnType<typeof employee>, departmentId: number) {
  const abort = new AbortController();
  const request = new NextRequest(await apiRequest(`/api/departments/${departmentId}/events`, { as }), {
    signal: abort.signal,
  });
  const response = await eventsRoute.GET(request, routeParams({ id: departmentId }));
  return { response, abort };
}

/** Reads a stream in slices of time; a read still waiting at a slice's end carries over to the next. */
function timedReader(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  /** What the stream sends within `ms` (all of it, for a check of what did not come). */
  return async (ms: number): Promise<string> => {
    let received = "";
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      pending ??= reader.read();
      const next = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (next === null) break;
      pending = null;
      if (next.done) break;
      received += decoder.decode(next.value);
    }
    return received;
  };
}

describe("GET /api/departments/{id}/events", () => {
  it("tells the other cutting tablet at once that a line started, and of the supervisor's move, with no detail", async () => {
    const cut = ctx.ids.departments.CUT;
    const [first, second] = ctx.ids.polygonIds;
    const { response, abort } = await openStream(otherCutter, cut);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const readFor = timedReader(reader);
    expect(await readFor(300)).toContain("event: hello");

    // A daily target moves nothing a station shows: no event.
    const target = await targetRoute.PUT(
      await apiRequest(`/api/board/targets/${cut}`, { method: "PUT", as: admin, body: { dailyTarget: 12 } }),
      routeParams({ id: cut }),
    );
    expect(target.status).toBe(200);
    expect(await readFor(300)).not.toContain("event: change");

    const started = await startRoute.POST(
      await apiRequest(`/api/departments/${cut}/polygons/${first}/start?material=confirmed`, {
        method: "POST",
        as: cutter,
      }),
      routeParams({ id: cut, polygonId: first }),
    );
    expect(started.status, await started.clone().text()).toBeLessThan(300);
    const heard = await readFor(500);
    expect(heard).toContain("event: change\ndata: {}\n\n");
    expect(heard).not.toContain(String(first));
    expect(heard).not.toMatch(/^id:/m);

    const moved = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [second], statusValue: 900 },
      }),
    );
    expect(moved.status).toBe(204);
    expect(await readFor(500)).toContain("event: change");
    abort.abort();
    await reader.cancel();
  });

  it("is for the department's own operators and supervisors", async () => {
    const cut = ctx.ids.departments.CUT;
    expect((await openStream(employee(["packer"]), cut)).response.status).toBe(403);
    expect((await openStream(employee(["operator"], [ctx.ids.departments.SEW]), cut)).response.status).toBe(
      403,
    );
    const allowed = await openStream(supervisor, cut);
    expect(allowed.response.status).toBe(200);
    allowed.abort.abort();
    await allowed.response.body?.cancel();
  });
});
