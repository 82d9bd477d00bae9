// GET /api/events: the supervisor screen hears of every successful write made
// through the app's routes (the change bus), and not of refused ones; the stream
// ends when the browser goes away.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as eventsRoute from "@/app/api/events/route";
import * as statusRoute from "@/app/api/status/polygons/route";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

async function openEvents(as = supervisor) {
  const abort = new AbortController();
  const request = new NextRequest(await apiRequest("/api/events", { as }), { signal: abort.signal });
  const response = await eventsRoute.GET(request);
  return { response, abort };
}

/** Reads the stream until `text` has arrived (or fails after 5 s). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let received = "";
  const deadline = Date.now() + 5_000;
  while (!received.includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in: ${received}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before "${text}": ${received}`);
    received += decoder.decode(value);
  }
  return received;
}

const moveBody = (statusValue: number) => ({ productionPolygonIds: [ctx.ids.polygonIds[0]], statusValue });

describe("GET /api/events", () => {
  it("sends a change event after a successful write, none after a refused one, and ends on abort", async () => {
    const { response, abort } = await openEvents();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    await readUntil(reader, ": open");

    // A write the upstream refuses (no such polygon) is not news: the first event is the move's.
    const refused = await statusRoute.POST(
      await apiRequest("/api/status/polygons", {
        method: "POST",
        as: supervisor,
        body: { productionPolygonIds: [999_999], statusValue: 200 },
      }),
    );
    expect(refused.status).toBe(404);
    const moved = await statusRoute.POST(
      await apiRequest("/api/status/polygons", { method: "POST", as: supervisor, body: moveBody(200) }),
    );
    expect(moved.status).toBe(204);
    const received = await readUntil(reader, "event: change");
    expect(received).toContain('"path":"/api/status/polygons"');
    expect(received).not.toContain("999999");

    // The browser goes away: Next.js aborts the request's signal and cancels the response body.
    // (The signal alone is not enough in this test: undici's Request follows the caller's signal
    // through a weak reference, so whether the abort arrives depends on garbage collection.)
    abort.abort();
    await reader.cancel();
    // The stream's subscription is gone: the next write's change has no closed stream to fail on.
    const again = await statusRoute.POST(
      await apiRequest("/api/status/polygons", { method: "POST", as: supervisor, body: moveBody(290) }),
    );
    expect(again.status).toBe(204);
  });

  it("is open to supervisors and admins only", async () => {
    const admin = await openEvents(employee(["admin"]));
    expect(admin.response.status).toBe(200);
    admin.abort.abort();
    const operator = await openEvents(employee(["operator"], [1]));
    expect(operator.response.status).toBe(403);
  });
});
