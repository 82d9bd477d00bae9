import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeHttpTransport } from "./node-transport";

let server: http.Server;
let base = "";
const seen: { method?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      seen.push({ method: request.method, body, headers: request.headers });
      if (request.url === "/gzip") {
        const json = JSON.stringify({
          items: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Velours ${i} é` })),
        });
        response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        response.end(zlib.gzipSync(json));
      } else if (request.url === "/problem") {
        response.writeHead(409, "Conflict", { "content-type": "application/problem+json" });
        response.end(JSON.stringify({ title: "Taken" }));
      } else if (request.url === "/stall") {
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"half":'); // and never the rest
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ echo: body }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (path: string, extra: { method?: string; body?: string; timeoutMs?: number } = {}) =>
  nodeHttpTransport({
    url: `${base}${path}`,
    method: extra.method ?? "GET",
    headers: { accept: "application/json" },
    ...(extra.body === undefined ? {} : { body: extra.body }),
    signal: AbortSignal.timeout(extra.timeoutMs ?? 5_000),
  });

describe("the production API over node:http", () => {
  it("reads a gzipped answer as the text the upstream sent", async () => {
    const answer = await call("/gzip");
    expect(answer.ok).toBe(true);
    const parsed = JSON.parse(await answer.text()) as { items: { id: number; name: string }[] };
    expect(parsed.items).toHaveLength(2_000);
    expect(parsed.items[1_999]).toEqual({ id: 1_999, name: "Velours 1999 é" });
    expect(seen.at(-1)?.headers["accept-encoding"]).toBe("gzip");
    // The same body as bytes (what a large answer hands to the worker pool), decoded as UTF-8.
    const bytes = await answer.bytes!();
    expect(new TextDecoder().decode(bytes)).toBe(await answer.text());
    expect(bytes.byteLength).toBeGreaterThan((await answer.text()).length);
  });

  it("sends a write's body with its length, and gives a problem's status as it came", async () => {
    const echoed = await call("/echo", { method: "POST", body: '{"note":"naad ✓"}' });
    expect(JSON.parse(await echoed.text())).toEqual({ echo: '{"note":"naad ✓"}' });
    expect(seen.at(-1)?.headers["content-length"]).toBe(String(Buffer.byteLength('{"note":"naad ✓"}')));
    const problem = await call("/problem");
    expect([problem.status, problem.ok, problem.statusText]).toEqual([409, false, "Conflict"]);
  });

  it("fails with the timeout, as fetch does, when the body stops half-way", async () => {
    const error = await call("/stall", { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("TimeoutError");
  });

  it("fails when nothing listens", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await nodeHttpTransport({
      url: `http://127.0.0.1:${port}/x`,
      method: "GET",
      headers: {},
      signal: AbortSignal.timeout(5_000),
    }).catch((e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
  });
});
