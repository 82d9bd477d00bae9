// Idempotency-Key on write routes: a repeat gets the first answer without a
// second upstream write (counted in the embedded API's data), another body
// with the same key is 422, concurrent repeats make one write, and a failed
// first attempt (upstream 503) releases the key for the retry.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as addPackageRoute from "@/app/api/pack/polygons/[id]/packages/route";
import * as packScanRoute from "@/app/api/pack/scan/route";
import { idempotencyKeys } from "@/lib/db/schema";
import { createFaultSwitch } from "@/lib/embedded-api/faults";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";
import { startEmbeddedServer, type EmbeddedServer } from "../support/embedded-server";

const faults = createFaultSwitch();
let faultyServer: EmbeddedServer | undefined;
const ctx = setUpApiRoutes({
  productionApiUrl: async () => {
    faultyServer = await startEmbeddedServer(ctx.handle.db, { faults });
    return faultyServer.baseUrl;
  },
  settings: { PRODUCTION_API_TIMEOUT_MS: "1000" },
});
afterEach(() => {
  faults.clear();
  vi.useRealTimers();
});

const packer = employee(["packer"]);
const otherPacker = employee(["packer"]);

async function addPackage(key: string | null, body: unknown = { amount: 1 }, who = packer) {
  const id = ctx.ids.polygonIds[0];
  const request = await apiRequest(`/api/pack/polygons/${id}/packages`, { method: "POST", as: who, body });
  if (key !== null) request.headers.set("idempotency-key", key);
  return addPackageRoute.POST(request, routeParams({ id }));
}

const packageCount = async () =>
  (await ctx.upstream.polygonPackage.getByPolygon({ productionPolygonId: ctx.ids.polygonIds[0] })).length;

describe("Idempotency-Key on a write", () => {
  it("answers a repeat with the first answer and writes upstream once", async () => {
    const before = await packageCount();
    const first = await addPackage("add-package-0001");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    const firstBody = (await first.json()) as { package: { id: number } };

    const repeat = await addPackage("add-package-0001");
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
    expect(await repeat.json()).toEqual(firstBody);
    expect(await packageCount()).toBe(before + 1);
  });

  it("stores each upstream write's answer on the claim for a retry to replay", async () => {
    const response = await addPackage("add-package-0040");
    const { package: made } = (await response.json()) as { package: { id: number } };
    const [row] = await ctx.handle.db
      .select({ state: idempotencyKeys.state, upstreamWrites: idempotencyKeys.upstreamWrites })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "add-package-0040"));
    expect(row?.state).toBe("done");
    const entries = row?.upstreamWrites as { state: string; operation: string }[];
    expect(entries.filter((entry) => entry.state !== "read")).toMatchObject([
      { index: 0, operation: "polygonpackage/create", state: "sent" },
      { index: 0, operation: "polygonpackage/create", state: "done", output: { id: made.id } },
    ]);
    // The reads made before the write went with its "sent": a retry would see what this request saw.
    const firstWrite = entries.findIndex((entry) => entry.state === "sent");
    expect(entries.slice(0, firstWrite).every((entry) => entry.state === "read")).toBe(true);
    expect(entries.slice(0, firstWrite).map((entry) => entry.operation)).toContain("polygon/getbyid");
  });

  it("writes again for a new key, and for the same key of another employee", async () => {
    const before = await packageCount();
    await addPackage("add-package-0002");
    await addPackage("add-package-0003");
    await addPackage("add-package-0002", { amount: 1 }, otherPacker);
    expect(await packageCount()).toBe(before + 3);
  });

  it("refuses the same key with another body or path with 422", async () => {
    await addPackage("add-package-0004");
    const otherBody = await addPackage("add-package-0004", { amount: 2 });
    expect(otherBody.status).toBe(422);
    expect(await otherBody.json()).toMatchObject({
      status: 422,
      title: "This Idempotency-Key was used for another request",
    });

    const request = await apiRequest("/api/pack/scan", {
      method: "POST",
      as: packer,
      body: { polygonPackageId: ctx.ids.polygonPackageIds[0] },
    });
    request.headers.set("idempotency-key", "add-package-0004");
    expect((await packScanRoute.POST(request)).status).toBe(422);
  });

  it("refuses a malformed key with 400", async () => {
    const response = await addPackage("short");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { "Idempotency-Key": [expect.any(String)] } });
  });

  it("makes one upstream write for concurrent requests with the same key", async () => {
    const before = await packageCount();
    faults.set({ operation: "polygonpackage/create", kind: "delay", delayMs: 300 });
    const answers = await Promise.all([1, 2, 3].map(() => addPackage("add-package-0005")));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.filter((a) => a.headers.get("idempotency-replayed") === "true")).toHaveLength(2);
    const ids = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { package: { id: number } }).package.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await packageCount()).toBe(before + 1);
  });

  it("releases the key when the upstream fails, so the retry writes once", async () => {
    const before = await packageCount();
    faults.set({ operation: "polygonpackage/create", kind: "fail", count: 1 });
    const failed = await addPackage("add-package-0006");
    expect(failed.status).toBe(502);
    expect(await packageCount()).toBe(before);

    const retry = await addPackage("add-package-0006");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotency-replayed")).toBeNull();
    expect(await addPackage("add-package-0006")).toHaveProperty("status", 201);
    expect(await packageCount()).toBe(before + 1);
  });

  it("keeps the upstream write of a request that failed after it, so the retry does not write again", async () => {
    const before = await packageCount();
    faults.set({ operation: "polygonpackage/getbypolygon", kind: "fail" });
    const failed = await addPackage("add-package-0012");
    expect(failed.status).toBe(502);
    expect(await packageCount()).toBe(before + 1); // the create went through; reading the view failed
    faults.clear();
    const retry = await addPackage("add-package-0012");
    expect(retry.status).toBe(201);
    expect(await packageCount()).toBe(before + 1);
  });

  it("writes nothing when the upstream is too slow, and the retry writes once", async () => {
    const before = await packageCount();
    // The fault's delay runs on fake timers; the app's timeout (AbortSignal.timeout) stays real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    faults.set({ operation: "polygonpackage/create", kind: "delay", delayMs: 2000, count: 1 });
    const slow = await addPackage("add-package-0007");
    expect(slow.status).toBe(504);
    await faultyServer!.hungUpOrAnswered();
    await vi.advanceTimersByTimeAsync(2000); // past the fault's delay
    await faultyServer!.idle();
    vi.useRealTimers();
    expect(await packageCount()).toBe(before);
    expect((await addPackage("add-package-0007")).status).toBe(201);
    expect(await packageCount()).toBe(before + 1);
  });

  it("keeps the answer of a refusal: a repeat gets the same 409 without asking again", async () => {
    const id = ctx.ids.polygonPackageIds[0];
    const nest = async () => {
      const request = await apiRequest(`/api/pack/polygons/999999/packages`, {
        method: "POST",
        as: packer,
        body: { amount: 1 },
      });
      request.headers.set("idempotency-key", `missing-polygon-${id}`);
      return addPackageRoute.POST(request, routeParams({ id: 999999 }));
    };
    const first = await nest();
    expect(first.status).toBe(404);
    const repeat = await nest();
    expect(repeat.status).toBe(404);
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
  });

  it("answers 409 while the first request is still running, after waiting a few seconds", async () => {
    const id = ctx.ids.polygonIds[0];
    const request = await apiRequest(`/api/pack/polygons/${id}/packages`, {
      method: "POST",
      as: packer,
      body: { amount: 1 },
    });
    await claimRow("add-package-0009", request, new Date());
    request.headers.set("idempotency-key", "add-package-0009");
    // The repeat's polling (a timer) and its deadline (Date) run on a fake clock. It moves
    // only while the route sleeps between two polls; the database work between runs for real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const startedAt = Date.now();
    let isAnswered = false;
    const answer = addPackageRoute.POST(request, routeParams({ id })).finally(() => (isAnswered = true));
    while (!isAnswered) {
      if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
      else await new Promise((resolve) => setImmediate(resolve));
    }
    const response = await answer;
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ title: "This change is still in progress" });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(4000);
  });

  it("takes over a claim left in progress by a server that was killed, and writes once", async () => {
    const before = await packageCount();
    const id = ctx.ids.polygonIds[0];
    const request = await apiRequest(`/api/pack/polygons/${id}/packages`, {
      method: "POST",
      as: packer,
      body: { amount: 1 },
    });
    await claimRow("add-package-0010", request, new Date(Date.now() - 3_600_000));
    const response = await addPackage("add-package-0010");
    expect(response.status).toBe(201);
    expect((await addPackage("add-package-0010")).headers.get("idempotency-replayed")).toBe("true");
    expect(await packageCount()).toBe(before + 1);
  });

  it("replays the upstream writes a killed server had made for a claim instead of writing again", async () => {
    const id = ctx.ids.polygonIds[0];
    const request = await apiRequest(`/api/pack/polygons/${id}/packages`, {
      method: "POST",
      as: packer,
      body: { amount: 1 },
    });
    // The killed server had created the package upstream and recorded it, but not its answer.
    const made = await ctx.upstream.polygonPackage.create({
      productionPolygonId: id,
      productionPackageId: ctx.ids.boxPackageId,
      amount: 1,
    });
    await claimRow("add-package-0011", request, new Date(Date.now() - 3_600_000), [
      { index: 0, operation: "polygonpackage/create", output: made },
    ]);
    const before = await packageCount();
    const response = await addPackage("add-package-0011");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ package: { id: made.id } });
    expect(await packageCount()).toBe(before);
  });

  it("says so instead of writing again when a killed server had sent a write without hearing its answer", async () => {
    const id = ctx.ids.polygonIds[0];
    const request = await apiRequest(`/api/pack/polygons/${id}/packages`, {
      method: "POST",
      as: packer,
      body: { amount: 1 },
    });
    await claimRow("add-package-0099", request, new Date(Date.now() - 3_600_000), [
      { index: 0, operation: "polygonpackage/create", state: "sent" },
    ]);
    const before = await packageCount();
    const response = await addPackage("add-package-0099");
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ title: "This change may have been made already" });
    expect(await packageCount()).toBe(before);
    const repeat = await addPackage("add-package-0099");
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get("idempotency-replayed")).toBe("true");
    expect(await packageCount()).toBe(before);
  });
});

/** An in-progress claim as a request of the packer would have left it. */
async function claimRow(key: string, request: Request, createdAt: Date, upstreamWrites: unknown[] = []) {
  const url = new URL(request.url);
  const body = await request.clone().text();
  const { createHash } = await import("node:crypto");
  await ctx.handle.db.insert(idempotencyKeys).values({
    employeeId: packer.employeeId,
    key,
    method: "POST",
    path: url.pathname + url.search,
    bodyHash: createHash("sha256").update(body).digest("hex"),
    state: "in-progress",
    upstreamWrites,
    createdAt,
  });
}
