// One attempt as the tablet makes it, against a real HTTP server that answers
// the way servers fail: a whole answer, a balancer's HTML error page, and a
// server killed while its answer was on the way (status sent, body cut off).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeEntry } from "./queue";
import { attempt } from "./send-attempt";
import { classifyAttempt } from "./verdict";

let origin = "";
const keys: string[] = [];
const madeAts: string[] = [];
const server = http.createServer((request, response) => {
  keys.push(String(request.headers["idempotency-key"]));
  madeAts.push(String(request.headers["x-made-at"]));
  if (request.url === "/whole") {
    response.writeHead(201, { "content-type": "application/json" });
    response.end(JSON.stringify({ package: { id: 7 } }));
  } else if (request.url === "/balancer") {
    response.writeHead(503, { "content-type": "text/html" });
    response.end("<html><body><h1>503 Service Unavailable</h1></body></html>");
  } else {
    // The status and half the body, then the process is gone.
    response.writeHead(201, { "content-type": "application/json", "content-length": "40" });
    response.write('{"package":{"id":');
    setTimeout(() => response.socket?.destroy(), 20);
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const entryFor = (path: string) =>
  makeEntry(
    { method: "POST", url: `${origin}${path}`, body: { amount: 1 }, kind: "addPackage", subject: "P1" },
    // Made a minute before it is sent (kept while the tablet was offline).
    { key: `key-${path}`, seq: 1, employeeId: 1, now: new Date(Date.now() - 60_000) },
  );

describe("one attempt at sending a kept write", () => {
  it("a whole answer is done, and the write carried its Idempotency-Key and the moment it was made", async () => {
    const entry = entryFor("/whole");
    const result = await attempt(entry);
    expect(result).toEqual({ kind: "answer", status: 201, body: { package: { id: 7 } } });
    expect(classifyAttempt({ kind: "addPackage" }, result, "Pat").verdict).toBe("done");
    expect(keys.at(-1)).toBe("key-/whole");
    expect(madeAts.at(-1)).toBe(entry.createdAt);
    expect(Date.now() - Date.parse(madeAts.at(-1) ?? "")).toBeGreaterThanOrEqual(60_000);
  });

  it("a balancer's HTML 503 is an answer without a body, tried again later", async () => {
    const result = await attempt(entryFor("/balancer"));
    expect(result).toEqual({ kind: "answer", status: 503, body: null });
    expect(classifyAttempt({ kind: "addPackage" }, result, "Pat").verdict).toBe("retry");
  });

  it("a 201 whose body was cut off is no answer: sent again with its key (the server replays it)", async () => {
    const result = await attempt(entryFor("/cut"));
    expect(result.kind).toBe("network");
    expect(classifyAttempt({ kind: "addPackage" }, result, "Pat").verdict).toBe("retry");
  });
});
