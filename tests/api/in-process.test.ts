// The app's own calls to its embedded API go in process (no PRODUCTION_API_URL):
// the client over the in-process transport (lib/embedded-api/transport.ts, no
// Request or Response) must behave as it does over HTTP — the same
// answers and refusals, a timeout that rejects at once and leaves the write
// unapplied, reads retried past a failure — and the fault switch set over HTTP
// also hits the in-process calls.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { createFaultSwitch } from "@/lib/embedded-api/faults";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { inProcessTransport } from "@/lib/embedded-api/transport";
import { signProductionApiToken } from "@/lib/server/production-api-token";
import { seedProduction, type SeedIds } from "../support/api-seed";
import { rejection } from "../support/contract";
import { startEmbeddedServer, testSecret, type EmbeddedServer } from "../support/embedded-server";
import { createInFlight } from "../support/in-flight";
import { openTestDatabase } from "../support/test-database";

const faults = createFaultSwitch();
let handle: DatabaseHandle;
let ids: SeedIds;
let server: EmbeddedServer;
let overHttp: ProductionApiClient;
let inProcess: ProductionApiClient;
/** The calls the in-process handler is still working on (a delayed write goes on after the timeout). */
const inFlight = createInFlight();
const timeoutMs = 400;

beforeAll(async () => {
  handle = await openTestDatabase();
  ids = await seedProduction(handle.db);
  // The HTTP server and the in-process client share one handler, as the app's routes share theirs.
  const handler = createEmbeddedApiHandler({
    getDb: () => Promise.resolve(handle.db),
    secret: testSecret,
    faults,
  });
  server = await startEmbeddedServer(handle.db, { faults });
  const options = {
    baseUrl: server.baseUrl,
    getToken: () => signProductionApiToken(testSecret, 1002, 300),
    timeoutMs,
    backoffMs: 10,
  };
  overHttp = createProductionApiClient(options);
  inProcess = createProductionApiClient({
    ...options,
    transport: inProcessTransport((call) => {
      const answer = handler.answer(call);
      inFlight.add(answer);
      return answer;
    }),
  });
});
afterEach(() => {
  faults.clear();
  vi.useRealTimers();
});
afterAll(async () => {
  await server?.close();
  await handle?.close();
});

describe("the production API client in process", () => {
  it("reads what it reads over HTTP", async () => {
    const productionPolygonId = ids.polygonIds[0];
    expect(await inProcess.polygonPackage.getByPolygon({ productionPolygonId })).toEqual(
      await overHttp.polygonPackage.getByPolygon({ productionPolygonId }),
    );
    const [pkg] = await inProcess.polygonPackage.getByPolygon({ productionPolygonId });
    expect(await inProcess.polygonPackage.getByBarcode({ barcode: pkg!.barcode })).toEqual([pkg]);
  });

  it("writes, and the write is seen over HTTP", async () => {
    const id = ids.polygonPackageIds[1];
    const packedAt = "2026-11-23T09:30:00.000Z";
    await inProcess.polygonPackage.update({ id, packedAt });
    expect((await overHttp.polygonPackage.getById({ id })).packedAt).toBe(packedAt);
    await inProcess.polygonPackage.update({ id, packedAt: null });
    expect((await overHttp.polygonPackage.getById({ id })).packedAt).toBeNull();
  });

  it("gets the upstream's refusals as ProductionApiErrors, with their field errors", async () => {
    const missing = await rejection(inProcess.polygonPackage.getById({ id: 987_654 }));
    expect(missing).toMatchObject({ kind: "problem", status: 404 });
    const invalid = await rejection(inProcess.polygonPackage.update({ id: -1, packedAt: "not a date" }));
    expect(invalid).toMatchObject({ kind: "problem", status: 400 });
    expect(Object.keys(invalid.fieldErrors ?? {}).length).toBeGreaterThan(0);
  });

  it("times out as fetch does, and the slow write is not applied", async () => {
    const id = ids.polygonPackageIds[0];
    // The fault's delay runs on fake timers; the client's timeout (AbortSignal.timeout) stays real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    faults.set({ operation: "polygonpackage/update", kind: "delay", delayMs: timeoutMs + 600 });
    const startedAt = Date.now();
    const error = await rejection(
      inProcess.polygonPackage.update({ id, packedAt: new Date().toISOString() }),
    );
    expect(error.kind).toBe("timeout");
    expect(Date.now() - startedAt).toBeLessThan(timeoutMs + 400);
    faults.clear();
    await vi.advanceTimersByTimeAsync(timeoutMs + 600); // past the fault's delay
    await inFlight.settle();
    vi.useRealTimers();
    expect((await overHttp.polygonPackage.getById({ id })).packedAt).toBeNull();
  });

  it("retries a read past a failure, and never a write", async () => {
    faults.set({ operation: "department/getall", kind: "fail", count: 1 });
    expect((await inProcess.department.getAll()).length).toBeGreaterThan(0);
    faults.set({ operation: "polygonpackage/update", kind: "fail", count: 2 });
    const error = await rejection(
      inProcess.polygonPackage.update({ id: ids.polygonPackageIds[0], packedAt: new Date().toISOString() }),
    );
    expect(error).toMatchObject({ kind: "problem", status: 503 });
    expect(faults.list()).toMatchObject([{ operation: "polygonpackage/update", remaining: 1 }]);
  });

  it("meets a fault switched on over HTTP", async () => {
    const response = await fetch(`${server.baseUrl}/_test/faults`, {
      method: "POST",
      headers: { authorization: `Bearer ${await server.token()}`, "content-type": "application/json" },
      body: JSON.stringify({ operation: "package/getall", kind: "fail" }),
    });
    expect(response.status).toBe(200);
    expect(await rejection(inProcess.package.getAll())).toMatchObject({ status: 503 });
  });
});
