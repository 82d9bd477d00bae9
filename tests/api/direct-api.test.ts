// `npm start`'s listener (server/serve.mjs) serves the embedded production
// API itself once the app has registered it (lib/server/direct-api.mjs): the
// same answers as the handler gives in process, with the security headers,
// gzip for large answers, the 1 MB body limit, and everything else to Next.
// The app's own routes, the pack scan too, go to Next with the connection's address stamped.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { registerDirectApi } from "@/lib/server/direct-api.mjs";
import { signProductionApiToken } from "@/lib/server/production-api-token";
import { withPeerAddress } from "@/server/serve.mjs";
import { testSecret } from "../support/embedded-server";
import { openTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
let server: http.Server;
let origin: string;
let token: string;
let handler: (request: Request) => Promise<Response>;
const reachedNext: string[] = [];
const peers: (string | undefined)[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  await loadDemoData(handle.db, { seed: 20261127, projects: 8, now: new Date("2026-03-10T09:00:00Z") });
  handler = createEmbeddedApiHandler({ getDb: () => Promise.resolve(handle.db), secret: testSecret });
  token = await signProductionApiToken(testSecret, 1002);
  server = http.createServer(
    withPeerAddress((request, response) => {
      reachedNext.push(`${request.method} ${request.url}`);
      const peer = request.headers["x-shopfloor-peer-address"];
      peers.push(Array.isArray(peer) ? peer.join(",") : peer);
      response.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  registerDirectApi(undefined as never);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}/production-api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });
const inProcess = (path: string) =>
  handler(
    new Request(`http://in-process/production-api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );

describe("the embedded production API on serve.mjs's own listener", () => {
  it("goes to Next until the app registers it", async () => {
    registerDirectApi(undefined as never);
    expect(await (await call("department/getall")).text()).toBe("next");
    expect(reachedNext).toEqual(["GET /production-api/department/getall"]);
    registerDirectApi(handler);
  });

  it("answers as the handler does in process, with the security headers, and never reaches Next", async () => {
    reachedNext.length = 0;
    const response = await call("department/getall");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await (await inProcess("department/getall")).json());
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const [first] = (await (await call("polygon/getunmatched")).json()) as { id: number }[];
    const moved = await call("status/setstatusforpolygons", {
      method: "POST",
      body: JSON.stringify({ productionPolygonIds: [first!.id], statusValue: 300 }),
    });
    expect(moved.status).toBe(204);
    const polygon = (await (await call(`polygon/getbyid?id=${first!.id}`)).json()) as {
      statuses: { productionStatusValue: number }[];
    };
    expect(polygon.statuses.at(-1)?.productionStatusValue).toBe(300);

    const unknown = await call("polygon/nosuchthing");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/problem+json");
    expect((await call("department/getall", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    expect(reachedNext).toEqual([]);
  });

  it("gzips a large answer for a client that accepts it", async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.get(
        `${origin}/production-api/status/getpolygonsforstatusvalue?statusValue=100`,
        { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on("error", reject);
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    const expected = await (await inProcess("status/getpolygonsforstatusvalue?statusValue=100")).text();
    expect(expected.length).toBeGreaterThan(1_024);
    expect(gunzipSync(raw.body).toString()).toBe(expected);
  });

  it("refuses a body over 1 MB with 400 and leaves other methods to Next", async () => {
    const tooLarge = await call("matching/browse", {
      method: "POST",
      body: JSON.stringify({ search: "x".repeat(1_200_000) }),
    });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toMatchObject({ status: 400, detail: "the body is larger than 1 MB" });
    reachedNext.length = 0;
    await fetch(`${origin}/production-api/department/getall`, { method: "OPTIONS" });
    expect(reachedNext).toEqual(["OPTIONS /production-api/department/getall"]);
  });
});

describe("an app route", () => {
  it("goes to Next with the connection's own address stamped (a client's own header is not believed)", async () => {
    reachedNext.length = 0;
    const response = await fetch(`${origin}/api/pack/scan`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-shopfloor-peer-address": "10.9.9.9" },
      body: JSON.stringify({ barcode: "PK1" }),
    });
    expect(await response.text()).toBe("next");
    expect(reachedNext).toEqual(["POST /api/pack/scan"]);
    expect(peers.at(-1)).toBe("127.0.0.1");
  });
});
