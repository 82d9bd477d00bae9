// The client's transport against a real local HTTP server: bearer token,
// query spelling, retries (GETs only), network errors, timeouts and
// ProblemDetails into ProductionApiError.
import { describe, expect, it, vi } from "vitest";
import { closedPortBaseUrl } from "@/tests/support/stub-upstream";
import { createProductionApiClient } from "./gateway";
import { department, rejection, stubbedClients } from "@/tests/support/stubbed-client";

const stub = stubbedClients({ backoffMs: 1 });
const { clientFor } = stub;

describe("request", () => {
  it("sends the provider's token as a bearer token, asking the provider on every request", async () => {
    let issued = 0;
    const client = await clientFor(() => ({ status: 200, body: department }), {
      getToken: () => Promise.resolve(`token-${++issued}`),
    });
    await client.department.getById({ id: 3 });
    await client.department.getById({ id: 3 });
    expect(stub.upstream().hits.map((h) => h.headers.authorization)).toEqual([
      "Bearer token-1",
      "Bearer token-2",
    ]);
  });

  it("puts query parameters in the spec's spelling and bodies as JSON", async () => {
    const client = await clientFor(() => ({ status: 200, body: [] }));
    await client.status.getPolygonsForStatusValue({ statusValue: 600, statusAssignedBefore: "1.00:00:00" });
    await client.polygonDepartment.getByPolygon({ productionPolygonId: 42 });
    await client.status.setStatusForPolygons({ productionPolygonIds: [7, 8], statusValue: 290 });

    const [byStatus, byPolygon, setStatus] = stub.upstream().hits;
    expect(byStatus!.url.pathname).toBe("/production-api/status/getpolygonsforstatusvalue");
    expect([...byStatus!.url.searchParams]).toEqual([
      ["statusValue", "600"],
      ["statusAssignedBefore", "1.00:00:00"],
    ]);
    expect([...byPolygon!.url.searchParams]).toEqual([["productionPolygonId", "42"]]);
    expect(setStatus!.method).toBe("POST");
    expect(setStatus!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(setStatus!.body)).toEqual({ productionPolygonIds: [7, 8], statusValue: 290 });
  });
});

describe("retries", () => {
  it("retries a GET answered 503 and returns the later success", async () => {
    const client = await clientFor((n) => (n === 1 ? { status: 503 } : { status: 200, body: department }));
    expect(await client.department.getById({ id: 3 })).toEqual(department);
    expect(stub.upstream().hits).toHaveLength(2);
  });

  it("gives up on a GET that keeps answering 502 after 1 + retries attempts", async () => {
    const client = await clientFor(() => ({ status: 502, body: "Bad Gateway" }), { retries: 2 });
    const error = await rejection(client.department.getAll());
    expect(error).toMatchObject({ kind: "problem", status: 502 });
    expect(stub.upstream().hits).toHaveLength(3);
  });

  it("waits backoffMs before the first retry and doubles it for each one after", async () => {
    // The waits are read from the timers asked for, not from the clock.
    const timer = vi.spyOn(globalThis, "setTimeout");
    try {
      const client = await clientFor(() => ({ status: 504 }), { retries: 3, backoffMs: 37 });
      expect((await rejection(client.department.getAll())).status).toBe(504);
      const waits = timer.mock.calls.map(([, ms]) => ms).filter((ms) => [37, 74, 148, 296].includes(ms!));
      expect(waits).toEqual([37, 74, 148]);
      expect(stub.upstream().hits).toHaveLength(4);
    } finally {
      timer.mockRestore();
    }
  });

  it("never retries a write, whatever its method", async () => {
    const client = await clientFor(() => ({ status: 503 }), { retries: 3 });
    const writes = [
      () => client.status.setStatusForPolygons({ productionPolygonIds: [1], statusValue: 600 }),
      () => client.department.create({ code: "X", name: "X", deliveryTime: 1 }),
      () => client.department.update({ id: 3, name: "Y" }),
      () => client.department.delete({ id: 3 }),
    ];
    for (const write of writes) expect((await rejection(write())).status).toBe(503);
    expect(stub.upstream().hits.map((h) => h.method)).toEqual(["POST", "PUT", "PATCH", "DELETE"]);
  });

  it("retries a GET on a refused connection, then reports a network error", async () => {
    let attempts = 0;
    const client = createProductionApiClient({
      baseUrl: await closedPortBaseUrl(),
      getToken: () => Promise.resolve(`token-${++attempts}`),
      retries: 2,
      backoffMs: 1,
    });
    const error = await rejection(client.department.getAll());
    expect(error).toMatchObject({ kind: "network", status: 0 });
    expect(attempts).toBe(3);

    attempts = 0;
    const write = await rejection(client.department.create({ code: "X", name: "X", deliveryTime: 1 }));
    expect(write.kind).toBe("network");
    expect(attempts).toBe(1);
  });

  it("waits for each attempt's timeout when the server never answers, then reports a timeout", async () => {
    // Each attempt's timer (AbortSignal.timeout) is the test's: asked for with the configured
    // time, fired by hand, so the order of events is checked, not the machine's speed.
    const timers: { ms: number; fire: () => void }[] = [];
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
      const controller = new AbortController();
      const fire = () =>
        controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
      timers.push({ ms, fire });
      return controller.signal;
    });
    try {
      const client = await clientFor(() => "hang", { timeoutMs: 200, retries: 1 });
      let isSettled = false;
      const call = rejection(client.department.getAll()).finally(() => {
        isSettled = true;
      });
      for (const attempt of [1, 2]) {
        await vi.waitFor(() => expect(stub.upstream().hits).toHaveLength(attempt));
        expect(timers.map((t) => t.ms)).toEqual(Array(attempt).fill(200));
        // The server holds the request: the call waits for its timer, however long that is.
        expect(isSettled).toBe(false);
        timers[attempt - 1]!.fire();
      }
      expect(await call).toMatchObject({ kind: "timeout", status: 0 });
      expect(timers).toHaveLength(2);
      expect(stub.upstream().hits).toHaveLength(2);
    } finally {
      timeout.mockRestore();
    }
  });
});

describe("errors", () => {
  it("turns ProblemDetails into status, title, detail and field errors", async () => {
    const problem = {
      type: "urn:problem:invalid",
      title: "Invalid request",
      status: 400,
      detail: "one or more fields are malformed",
      errors: { code: ["give a code", "too short"], deliveryTime: "must be at least 0" },
    };
    const client = await clientFor(() => ({
      status: 400,
      body: problem,
      headers: { "content-type": "application/problem+json" },
    }));
    const error = await rejection(client.department.create({ code: "", name: "X", deliveryTime: -1 }));
    expect(error).toMatchObject({
      kind: "problem",
      status: 400,
      title: "Invalid request",
      detail: "one or more fields are malformed",
      fieldErrors: { code: ["give a code", "too short"], deliveryTime: ["must be at least 0"] },
    });
    expect(error.message).toContain("400 Invalid request");
  });

  it("still says something useful when the error body is not JSON", async () => {
    const client = await clientFor(() => ({
      status: 500,
      statusText: "Internal Server Error",
      body: "<html><body>upstream exploded</body></html>",
      headers: { "content-type": "text/html" },
    }));
    const error = await rejection(client.department.create({ code: "X", name: "X", deliveryTime: 1 }));
    expect(error).toMatchObject({
      kind: "problem",
      status: 500,
      title: "Internal Server Error",
      fieldErrors: {},
    });
    expect(error.detail).toContain("upstream exploded");
  });
});
