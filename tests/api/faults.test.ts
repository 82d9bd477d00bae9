// The embedded API's fault switch and what the app's routes make of each
// fault: a 503 or a dropped request is retried for reads and never for
// writes, a slow upstream runs into the timeout, and the tablet gets a
// ProblemDetails saying the production system is unavailable.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as departmentsRoute from "@/app/api/departments/route";
import * as packScanRoute from "@/app/api/pack/scan/route";
import { createFaultSwitch } from "@/lib/embedded-api/faults";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { hasFaultSwitch } from "@/lib/server/embedded-api";
import { apiRequest, employee, setUpApiRoutes } from "../support/api-session";
import { startEmbeddedServer, testSecret, type EmbeddedServer } from "../support/embedded-server";

const faults = createFaultSwitch();
let server: EmbeddedServer | undefined;
const ctx = setUpApiRoutes({
  productionApiUrl: async () => {
    server = await startEmbeddedServer(ctx.handle.db, { faults });
    return server.baseUrl;
  },
  settings: { PRODUCTION_API_TIMEOUT_MS: "800" },
});
afterEach(() => {
  faults.clear();
  vi.useRealTimers();
});

const packer = employee(["packer", "supervisor"]);

const departments = async () => departmentsRoute.GET(await apiRequest("/api/departments", { as: packer }));
async function pack(id = ctx.ids.polygonPackageIds[0]) {
  const request = await apiRequest("/api/pack/scan", {
    method: "POST",
    as: packer,
    body: { polygonPackageId: id },
  });
  return packScanRoute.POST(request);
}
const packedAt = async (id = ctx.ids.polygonPackageIds[0]) =>
  (await ctx.upstream.polygonPackage.getById({ id })).packedAt;

async function controlFaults(method: string, body?: unknown, token?: string) {
  return fetch(`${server!.baseUrl}/_test/faults`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? (await server!.token())}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("the fault switch", () => {
  it("is there outside production, and in production only with TEST_FAULTS", () => {
    expect(hasFaultSwitch({ NODE_ENV: "development", TEST_FAULTS: false })).toBe(true);
    expect(hasFaultSwitch({ NODE_ENV: "production", TEST_FAULTS: false })).toBe(false);
    expect(hasFaultSwitch({ NODE_ENV: "production", TEST_FAULTS: true })).toBe(true);
  });

  it("answers 404 at _test/faults when the handler has no switch", async () => {
    const handler = createEmbeddedApiHandler({
      getDb: () => Promise.resolve(ctx.handle.db),
      secret: testSecret,
    });
    const response = await handler(
      new Request("http://api/production-api/_test/faults", {
        method: "POST",
        headers: { authorization: `Bearer ${await server!.token()}` },
        body: JSON.stringify({ operation: "*", kind: "fail" }),
      }),
    );
    expect(response.status).toBe(404);
  });

  it("is set, listed and cleared over HTTP with a bearer token", async () => {
    expect((await controlFaults("GET", undefined, "not-a-token")).status).toBe(401);
    expect((await controlFaults("POST", { operation: "nope", kind: "fail" })).status).toBe(400);
    const set = await controlFaults("POST", { operation: "Department/GetAll", kind: "fail", count: 2 });
    expect(await set.json()).toEqual({
      faults: [{ operation: "department/getall", kind: "fail", delayMs: 0, count: 2, remaining: 2 }],
    });
    expect((await controlFaults("DELETE")).status).toBe(204);
    expect(await (await controlFaults("GET")).json()).toEqual({ faults: [] });
  });
});

describe("the app's routes under upstream faults", () => {
  it("retries a read through a short burst of 503s", async () => {
    faults.set({ operation: "department/getall", kind: "fail", count: 2 });
    expect((await departments()).status).toBe(200);
  });

  it("answers a read 502 'not reachable' when the 503s go on", async () => {
    faults.set({ operation: "department/getall", kind: "fail" });
    const response = await departments();
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({ title: "The production system is not reachable" });
  });

  it("does not retry a write that got a 503: it answers 502 and nothing changed", async () => {
    faults.set({ operation: "polygonpackage/update", kind: "fail", count: 1 });
    const response = await pack();
    expect(response.status).toBe(502);
    expect(await packedAt()).toBeNull();
    expect(faults.list()).toEqual([]); // the one failure was used up: no second attempt followed
  });

  it("answers 504 when the upstream is slower than the timeout, and the slow write is not applied", async () => {
    // The fault's delay runs on fake timers; the app's timeout (AbortSignal.timeout) stays real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    faults.set({ operation: "polygonpackage/update", kind: "delay", delayMs: 1500 });
    const response = await pack();
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ title: "The production system did not answer in time" });
    faults.clear();
    await server!.hungUpOrAnswered();
    await vi.advanceTimersByTimeAsync(1500); // past the fault's delay
    await server!.idle();
    expect(await packedAt()).toBeNull();
  });

  it("answers a write 504 when the request is dropped, and a read retries past one drop", async () => {
    faults.set({ operation: "polygonpackage/update", kind: "drop" });
    expect((await pack()).status).toBe(504);
    expect(await packedAt()).toBeNull();

    faults.set({ operation: "department/getall", kind: "drop", count: 1 });
    expect((await departments()).status).toBe(200);
  });

  it("only slows down under a delay shorter than the timeout", async () => {
    faults.set({ operation: "*", kind: "delay", delayMs: 200 });
    const startedAt = Date.now();
    expect((await pack()).status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(200);
    faults.clear();
    expect(await packedAt()).not.toBeNull();
  });
});
