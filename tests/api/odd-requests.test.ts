// Odd requests on `npm start`'s listener (server/serve.mjs), for Next and for
// the embedded API served beside it (lib/server/direct-api.mjs) alike: a method the
// app does not serve is 405 with Allow, a Host that is not host[:port] or a
// target that is not a path is 400; never a 5xx, never a stack trace or the
// Host's userinfo in the log. Every answer carries a Content-Security-Policy.
// Real HTTP through node:http (fetch refuses TRACE and a Host of its own).
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiPolicy } from "@/lib/server/content-security-policy.mjs";
import { registerDirectApi } from "@/lib/server/direct-api.mjs";
import { isPlainHost } from "@/lib/server/odd-requests.mjs";
import { withPeerAddress } from "@/server/serve.mjs";
import { rawRequest } from "@/tests/support/raw-request";

let server: http.Server;
let port: number;
const reachedNext: string[] = [];
const reachedBeside: string[] = [];
/** A path the embedded API serves beside Next. */
const beside = "/production-api/department/getall";
/** What the stand-in for Next answers: its own policy, or none (as a route without one would). */
let nextPolicy: string | null = null;

beforeAll(async () => {
  // The embedded API beside Next: TRACE is no method of it either.
  registerDirectApi((request) => {
    reachedBeside.push(`${request.method} ${new URL(request.url).pathname}`);
    return Promise.resolve(Response.json({ embedded: true }));
  });
  server = http.createServer(
    withPeerAddress((request, response) => {
      reachedNext.push(`${request.method} ${request.url}`);
      if (nextPolicy) response.setHeader("Content-Security-Policy", nextPolicy);
      response.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  registerDirectApi(undefined as never);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  vi.restoreAllMocks();
  reachedNext.length = 0;
  reachedBeside.length = 0;
  nextPolicy = null;
});

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(`http://127.0.0.1:${port}`, method, path, headers, body);

/** An HTTP/1.0 request written by hand (node:http always sends a Host), its status line. */
function sendHttp10(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new net.Socket();
    let text = "";
    socket.connect(port, "127.0.0.1", () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("end", () => resolve(text.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

/** Everything the server logs meanwhile, by any console method. */
function captureLog(): string[] {
  const lines: string[] = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(" "));
    });
  return lines;
}

const paths = ["/", "/api/ping", "/api/pack/scan", "/metrics", "/production-api/department/getall"];

describe("a method the app does not serve", () => {
  it.each(paths)(
    "TRACE %s is 405 with Allow, the headers and a policy, and reaches neither listener",
    async (path) => {
      const log = captureLog();
      const answer = await send("TRACE", path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(answer.headers["content-type"]).toBe("application/problem+json");
      expect(JSON.parse(answer.body)).toMatchObject({ status: 405, title: "Method not allowed" });
      expect(answer.headers["content-security-policy"]).toBe(apiPolicy);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(reachedNext).toEqual([]);
      // One warn line, no stack trace.
      expect(log).toHaveLength(1);
      expect(JSON.parse(log[0]!)).toMatchObject({
        level: "warn",
        method: "TRACE",
        status: 405,
        reason: "method",
      });
      expect(log.join("\n")).not.toMatch(/\n\s+at /);
    },
  );

  it("is refused on the embedded API served beside Next too", async () => {
    captureLog();
    expect((await send("PROPFIND", beside)).status).toBe(405);
    expect((await send("TRACE", beside, {}, "{}")).status).toBe(405);
    expect(reachedBeside).toEqual([]);
    expect(reachedNext).toEqual([]);
  });

  it("leaves the methods the app serves to their listener", async () => {
    expect((await send("POST", beside, {}, "{}")).status).toBe(200);
    expect(reachedBeside).toEqual([`POST ${beside}`]);
    for (const method of ["GET", "HEAD", "OPTIONS", "DELETE"]) await send(method, "/api/ping");
    expect(reachedNext).toEqual(["GET /api/ping", "HEAD /api/ping", "OPTIONS /api/ping", "DELETE /api/ping"]);
  });
});

describe("a Host that is not host[:port]", () => {
  const badHosts = ["user:pw@127.0.0.1", "x@y", "127.0.0.1/api", "127.0.0.1:99999", "a b", "127.0.0.1?x"];

  it.each(badHosts)(
    "Host %j is 400 beside Next and through Next, and the log never repeats it",
    async (host) => {
      const log = captureLog();
      const toBeside = await send("POST", beside, { host, "content-type": "application/json" }, "{}");
      expect(toBeside.status).toBe(400);
      expect(toBeside.headers["content-security-policy"]).toBe(apiPolicy);
      expect(JSON.parse(toBeside.body)).toMatchObject({ status: 400, title: "Invalid request" });
      const throughNext = await send("GET", "/api/ping", { host });
      expect(throughNext.status).toBe(400);
      expect(throughNext.headers["x-frame-options"]).toBe("DENY");
      expect(reachedBeside).toEqual([]);
      expect(reachedNext).toEqual([]);
      expect(log).toHaveLength(2);
      for (const line of log)
        expect(JSON.parse(line)).toMatchObject({ level: "warn", status: 400, reason: "host" });
      const text = log.join("\n");
      expect(text).not.toContain("pw");
      expect(text).not.toContain("x@y");
      expect(text).not.toMatch(/\n\s+at /);
    },
  );

  it("takes a name, an IPv4 or IPv6 address, with or without a port; and HTTP/1.0 without Host", async () => {
    for (const host of ["localhost", "shopfloor.local:3000", "10.0.0.5:3000", "[::1]:3000", "[fe80::1]"])
      expect((await send("GET", "/api/ping", { host })).status, host).toBe(200);
    expect(await sendHttp10("/api/ping")).toMatch(/^HTTP\/1\.1 200/);
    expect(reachedNext).toHaveLength(6);
  });

  it("knows a plain host from one with userinfo, a path or a bad port", () => {
    expect(isPlainHost("127.0.0.1:3000")).toBe(true);
    expect(isPlainHost("[::1]")).toBe(true);
    for (const host of ["user:pw@h", "h/x", "h:", "h:65536", "[::1", "h#x", "h\\x", undefined])
      expect(isPlainHost(host), String(host)).toBe(false);
  });
});

describe("a request target that is not a path", () => {
  it("an absolute URL (which may carry userinfo) is 400, and the log never repeats it", async () => {
    const log = captureLog();
    const answer = await send("GET", "http://user:pw@127.0.0.1/api/ping");
    expect(answer.status).toBe(400);
    expect(reachedNext).toEqual([]);
    expect(log.join("\n")).not.toContain("pw");
  });
});

describe("a Content-Security-Policy on every answer", () => {
  it("an answer without one gets the strict API policy; one with its own keeps it, once", async () => {
    const bare = await send("GET", "/api/health/live");
    expect(bare.headers["content-security-policy"]).toBe(apiPolicy);
    nextPolicy = "default-src 'self'; frame-ancestors 'none'";
    const own = await send("GET", "/login");
    expect(own.headers["content-security-policy"]).toBe(nextPolicy);
    const embedded = await send("POST", beside, {}, "{}");
    expect(embedded.headers["content-security-policy"]).toMatch(/default-src/);
  });
});
