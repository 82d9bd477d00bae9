// POST /api/pack/scan answered alike both ways `npm start` can serve it
// (SCAN_BESIDE_NEXT, docs/deploy.md): beside Next on scripts/serve.mjs's own
// listener (lib/server/direct-api.mjs), and by Next's route module with the
// headers next.config.mjs gives the path. The same status, the same header
// names, the same values where they must match, the same body limit, and one
// log line and one request-metrics sample for each request. What proxy.ts
// refuses before Next's route (no session, a wall board) is left to Next.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as scanRoute from "@/app/api/pack/scan/route";
import { readSessionToken } from "@/lib/auth/session-token";
import { packScanPath, packScanRoute } from "@/lib/packing/scan-route";
import { registerDirectRoute } from "@/lib/server/direct-api.mjs";
import { metrics } from "@/lib/server/metrics";
import { securityHeaders } from "@/lib/server/security-headers.mjs";
import { withPeerAddress } from "@/scripts/serve.mjs";
import { appOrigin, employee, sessionCookie, setUpApiRoutes } from "../support/api-session";

setUpApiRoutes();
const packer = employee(["packer"]);

let server: http.Server;
let port: number;
const reachedNext: string[] = [];

beforeAll(async () => {
  // As lib/warm-up/startup.ts registers it: what proxy.ts would refuse goes to Next.
  registerDirectRoute("POST", packScanPath, packScanRoute, async (headers) => {
    const who = await readSessionToken(new Request("http://beside.invalid/", { headers }));
    return who !== null && who.deviceId === undefined;
  });
  server = http.createServer(
    withPeerAddress((request, response) => {
      reachedNext.push(`${request.method} ${request.url}`);
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => vi.restoreAllMocks());

type Answer = { status: number; headers: Map<string, string>; body: string };
type Sent = { cookie?: string; contentType?: string; body: string };

/** Beside Next: real HTTP to serve.mjs's listener, with the Host of the app's origin. */
function beside({ cookie, contentType, body }: Sent): Promise<Answer> {
  const headers: Record<string, string> = { host: new URL(appOrigin).host, origin: appOrigin };
  if (cookie) headers.cookie = cookie;
  if (contentType) headers["content-type"] = contentType;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path: packScanPath, headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const answered = new Map<string, string>();
          for (const [name, value] of Object.entries(response.headers))
            answered.set(name, Array.isArray(value) ? value.join(", ") : (value ?? ""));
          resolve({ status: response.statusCode ?? 0, headers: answered, body: text });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Through Next: its route module, and the security headers next.config.mjs sets on every path but /cpq. */
async function throughNext({ cookie, contentType, body }: Sent): Promise<Answer> {
  const headers = new Headers({ origin: appOrigin });
  if (cookie) headers.set("cookie", cookie);
  if (contentType) headers.set("content-type", contentType);
  const response = await scanRoute.POST(
    new Request(new URL(packScanPath, appOrigin), { method: "POST", headers, body }),
  );
  const answered = new Map<string, string>();
  for (const { key, value } of securityHeaders) answered.set(key.toLowerCase(), value);
  response.headers.forEach((value, name) => answered.set(name, value));
  return { status: response.status, headers: answered, body: await response.text() };
}

/** What HTTP itself adds on the wire (Node's server), which a route module's Response has not. */
const wireHeaders = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
/** The headers whose values must be the same both ways. */
const sameValues = [
  "content-type",
  "cache-control",
  "content-security-policy",
  ...securityHeaders.map(({ key }) => key.toLowerCase()),
];

/** The request log lines written meanwhile (logger: one JSON object a line on stdout). */
function logLines(): { lines: () => Record<string, unknown>[]; stop: () => void } {
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return write(chunk);
  });
  return {
    stop: () => spy.mockRestore(),
    lines: () =>
      written
        .flatMap((text) => text.split("\n"))
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.route === packScanPath),
  };
}

/** How many scan requests with this status the request-duration histogram has counted. */
async function countedScans(status: number): Promise<number> {
  const { values } = await metrics().httpDuration.get();
  return (
    values.find(
      (v) =>
        v.metricName === "shopfloor_http_request_duration_seconds_count" &&
        v.labels.route === packScanPath &&
        v.labels.method === "POST" &&
        v.labels.status === String(status),
    )?.value ?? 0
  );
}

async function bothWays(sent: Sent) {
  const log = logLines();
  try {
    const nextBefore = await countedScans((await throughNext(sent)).status);
    const linesBefore = log.lines().length;
    const next = await throughNext(sent);
    const nextLines = log.lines().length - linesBefore;
    const nextCount = (await countedScans(next.status)) - nextBefore;
    const directBefore = await countedScans(next.status);
    const direct = await beside(sent);
    return {
      next,
      direct,
      nextLines,
      directLines: log.lines().length - linesBefore - nextLines,
      lines: log.lines().slice(linesBefore),
      nextCount,
      directCount: (await countedScans(direct.status)) - directBefore,
    };
  } finally {
    log.stop();
  }
}

function expectAlike(next: Answer, direct: Answer) {
  expect(direct.status).toBe(next.status);
  const names = (answer: Answer) =>
    [...answer.headers.keys()].filter((name) => !wireHeaders.has(name) && name !== "vary").sort();
  expect(names(direct)).toEqual(names(next));
  for (const name of sameValues)
    expect([name, direct.headers.get(name)]).toEqual([name, next.headers.get(name)]);
  expect(direct.headers.get("x-request-id")).toMatch(/^[\w.:-]{8,64}$/);
  expect(direct.headers.get("server-timing")).toContain("total;dur=");
}

describe("POST /api/pack/scan through Next and beside it", () => {
  it("answers a scan alike, with one log line and one metrics sample each", async () => {
    const cookie = await sessionCookie(packer);
    const sent = { cookie, contentType: "application/json", body: JSON.stringify({ barcode: "NOPE-41" }) };
    const seen = await bothWays(sent);
    expect(seen.next.status).toBe(200);
    expectAlike(seen.next, seen.direct);
    expect(JSON.parse(seen.direct.body)).toEqual(JSON.parse(seen.next.body));
    expect([seen.nextLines, seen.directLines]).toEqual([1, 1]);
    expect(seen.lines.map((line) => [line.msg, line.method, line.status])).toEqual([
      ["request", "POST", 200],
      ["request", "POST", 200],
    ]);
    expect(seen.lines[1]?.employeeId).toBe(packer.employeeId);
    expect([seen.nextCount, seen.directCount]).toEqual([1, 1]);
    expect(reachedNext).toEqual([]);
  });

  it("refuses a body over the limit alike (400 from the route), with its log line and metrics sample", async () => {
    const cookie = await sessionCookie(packer);
    const body = JSON.stringify({ barcode: "x".repeat(1_200_000) });
    const seen = await bothWays({ cookie, contentType: "application/json", body });
    expect(seen.next.status).toBe(400);
    expectAlike(seen.next, seen.direct);
    const problem = (answer: Answer) => {
      const { requestId: _id, ...rest } = JSON.parse(answer.body) as Record<string, unknown>;
      return rest;
    };
    expect(problem(seen.direct)).toEqual(problem(seen.next));
    expect(problem(seen.direct)).toMatchObject({ detail: "The body is too large." });
    expect([seen.nextLines, seen.directLines]).toEqual([1, 1]);
    expect([seen.nextCount, seen.directCount]).toEqual([1, 1]);
  });

  it("refuses another body type alike", async () => {
    const cookie = await sessionCookie(packer);
    const form = await bothWays({ cookie, contentType: "text/plain", body: "barcode=1" });
    expect(form.next.status).toBe(415);
    expectAlike(form.next, form.direct);
    expect([form.nextLines, form.directLines]).toEqual([1, 1]);
    expect([form.nextCount, form.directCount]).toEqual([1, 1]);
  });
  it("leaves a scan without a valid session, or a wall board's, to Next, whose proxy answers it", async () => {
    reachedNext.length = 0;
    const body = JSON.stringify({ barcode: "NOPE-41" });
    const contentType = "application/json";
    expect((await beside({ contentType, body })).status).toBe(404); // the stand-in for Next
    expect((await beside({ cookie: "next-auth.session-token=forged", contentType, body })).status).toBe(404);
    const board = { ...employee([]), roles: ["board" as const], deviceId: 7 };
    expect((await beside({ cookie: await sessionCookie(board), contentType, body })).status).toBe(404);
    expect(reachedNext).toEqual(Array(3).fill(`POST ${packScanPath}`));
  });
});
