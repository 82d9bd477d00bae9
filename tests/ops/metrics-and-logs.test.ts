// /metrics after a scan (the series a monitoring system reads), refused to a
// browser session; the request id of a ProblemDetails finds its JSON log line;
// liveness and readiness as a balancer sees them. The backup door: tests/api/backup-route.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as liveRoute from "@/app/api/health/live/route";
import * as readyRoute from "@/app/api/health/ready/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import * as lateRoute from "@/app/api/planning/late/route";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import * as metricsRoute from "@/app/metrics/route";
import { apiRequest, employee, json, sessionCookie, setUpApiRoutes } from "../support/api-session";

const metricsToken = "metrics-token-for-the-tests-0123";
setUpApiRoutes({ settings: { METRICS_TOKEN: metricsToken } });
const packer = employee(["packer"]);

const scrape = (headers: Record<string, string>) =>
  metricsRoute.GET(new Request("http://localhost:3000/metrics", { headers }));

const scan = async (body: unknown, headers: Record<string, string> = {}) => {
  const request = await apiRequest("/api/pack/scan", { method: "POST", as: packer, body });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return scanRoute.POST(request);
};

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader;
});

describe("GET /metrics", () => {
  it("shows the request, scan, upstream, outbox, event-stream, print-queue and kept-list series after a scan", async () => {
    const key = { "idempotency-key": "metrics-test-scan-1" };
    expect((await scan({ barcode: "PKG-0001" }, key)).status).toBe(200);
    expect((await scan({ barcode: "PKG-0001" }, key)).status).toBe(200); // the outbox sending again
    const response = await scrape({ authorization: `Bearer ${metricsToken}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /shopfloor_http_request_duration_seconds_count\{method="POST",route="\/api\/pack\/scan",status="200"\} 2/,
    );
    expect(text).toMatch(
      /shopfloor_scan_answer_seconds_bucket\{le="0\.5",step="pack-scan",status="200"\} [12]/,
    );
    expect(text).toMatch(
      /shopfloor_upstream_call_duration_seconds_count\{operation="polygonpackage\/[a-z]+",status="200"\} \d+/,
    );
    expect(text).toContain('shopfloor_outbox_requests_total{route="/api/pack/scan",outcome="first"} 1');
    expect(text).toContain('shopfloor_outbox_requests_total{route="/api/pack/scan",outcome="replay"} 1');
    for (const name of [
      "shopfloor_event_stream_clients",
      "shopfloor_change_bus_lag_seconds",
      "shopfloor_print_jobs",
      "shopfloor_kept_list_age_seconds",
      "shopfloor_database_pool_connections",
      "shopfloor_process_resident_memory_bytes",
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it("counts the kept lists' loads and the worker threads' tasks, with their seconds", async () => {
    const series = async () => {
      const text = await (await scrape({ authorization: `Bearer ${metricsToken}` })).text();
      return (name: string) =>
        Number(text.match(new RegExp(`^${name.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m"))?.[1] ?? 0);
    };
    forgetWorkshopPlan();
    const before = await series();
    // The plan reads every status and department list, then is made on a worker thread.
    const late = await lateRoute.GET(
      await apiRequest("/api/planning/late", { as: employee(["supervisor"]) }),
    );
    expect(late.status).toBe(200);
    const after = await series();
    const plans = 'shopfloor_worker_tasks_total{task="planning/plan"}';
    expect(after(plans)).toBe(before(plans) + 1);
    const planSeconds = 'shopfloor_worker_task_seconds_total{task="planning/plan"}';
    expect(after(planSeconds)).toBeGreaterThan(before(planSeconds));
    for (const list of ["status", "department"])
      expect(after(`shopfloor_kept_list_loads_total{list="${list}"}`)).toBeGreaterThan(0);
  });

  it("is refused to a browser session, even with the token, and to an address not allowed", async () => {
    const cookie = await sessionCookie(employee(["admin"]));
    const asBrowser = await scrape({ cookie, authorization: `Bearer ${metricsToken}` });
    expect(asBrowser.status).toBe(403);
    expect(await asBrowser.text()).not.toContain("shopfloor_");
    expect((await scrape({ "sec-fetch-mode": "navigate" })).status).toBe(403);
    // A page's fetch(): mode cors, with the site and destination every browser adds.
    const pageFetch = {
      "sec-fetch-mode": "cors",
      "sec-fetch-site": "same-origin",
      "sec-fetch-dest": "empty",
    };
    expect((await scrape({ ...pageFetch, authorization: `Bearer ${metricsToken}` })).status).toBe(403);
    // Node's fetch sends `sec-fetch-mode: cors` alone: a scraper (or `npm run backup`) is no browser.
    expect((await scrape({ "sec-fetch-mode": "cors", authorization: `Bearer ${metricsToken}` })).status).toBe(
      200,
    );
    expect((await scrape({ authorization: "Bearer not-the-token-at-all-000" })).status).toBe(401);
    // Behind server/serve.mjs the connection's address is known: loopback may read, others not.
    (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader = true;
    expect((await scrape({ "x-shopfloor-peer-address": "127.0.0.1" })).status).toBe(200);
    expect((await scrape({ "x-shopfloor-peer-address": "10.1.2.3" })).status).toBe(401);
  });
});

describe("structured logs", () => {
  it("finds the JSON log line of a ProblemDetails by its request id, with the employee's id and no name", async () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return write(chunk);
    });
    const response = await scan({ barcode: "" });
    expect(response.status).toBe(400);
    const problem = await json<{ requestId: string; instance: string }>(response);
    expect(response.headers.get("x-request-id")).toBe(problem.requestId);
    const line = lines.find((text) => text.includes(problem.requestId));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: "info",
      requestId: problem.requestId,
      method: "POST",
      route: "/api/pack/scan",
      status: 400,
      employeeId: packer.employeeId,
    });
    expect(typeof entry.durationMs).toBe("number");
    expect(line).not.toContain(packer.displayName);
    expect(line).not.toContain(packer.username);
    expect(line).not.toMatch(/session-token|eyJ/);
  });

  it("times a pack scan on the server by phase in Server-Timing, as the browser's developer tools read it", async () => {
    const response = await scan({ barcode: "PKG-0002" }, { "idempotency-key": crypto.randomUUID() });
    expect(response.status).toBe(200);
    const phases = new Map(
      (response.headers.get("server-timing") ?? "").split(", ").map((metric) => {
        const [name, duration] = metric.split(";dur=");
        return [name, Number(duration)] as const;
      }),
    );
    expect([...phases.keys()]).toEqual(["session", "claim", "handler", "end", "total"]);
    for (const duration of phases.values()) expect(duration).toBeGreaterThanOrEqual(0);
    const parts = ["session", "claim", "handler", "end"].reduce((sum, name) => sum + phases.get(name)!, 0);
    expect(phases.get("total")!).toBeGreaterThanOrEqual(parts - 0.5);
  });
});

describe("health", () => {
  it("is live, and not ready while the kept lists have not been loaded", async () => {
    expect(await json(liveRoute.GET())).toEqual({ live: true });
    const ready = await readyRoute.GET();
    expect(ready.status).toBe(503);
    expect(await json(ready)).toMatchObject({
      ready: false,
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        sharedLists: { ok: false, detail: "kept lists not-started" },
        upstream: { ok: true },
      },
    });
  });
});
