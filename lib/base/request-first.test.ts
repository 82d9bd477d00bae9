// Work in slices on the request thread lets a young request go first: a
// request that came through server/serve.mjs's listener is answered without a
// background slice between its steps; a request's own walk (a supervisor's
// list) lets a request that came after it go first; and the slices still go
// on, at least once in 50 ms, however many requests come (lib/base/yield.ts).
import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPeerAddress } from "@/server/serve.mjs";
import { msUntilRequestsAged, noteRequest } from "./requests-under-way.mjs";
import { runWithRequestId } from "./request-context";
import { inBackground, yieldToOthers } from "./yield";

/** Work in slices of about `sliceMs` of CPU each, until `stop()`; logs each slice's moment. */
function slicedWork(sliceMs: number, run: (work: () => Promise<void>) => Promise<void>) {
  const slices: number[] = [];
  let isStopped = false;
  const done = run(async () => {
    for (;;) {
      await yieldToOthers();
      if (isStopped) return;
      const start = performance.now();
      while (performance.now() - start < sliceMs);
      slices.push(performance.now());
    }
  });
  return {
    slices,
    stop: () => {
      isStopped = true;
      return done;
    },
  };
}

const backgroundWork = (sliceMs: number) => slicedWork(sliceMs, inBackground);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let server: http.Server;
let baseUrl: string;
const handled: { start: number; end: number }[] = [];

beforeAll(async () => {
  // The app behind the listener: an answer after five turns of the event loop, as a handler's I/O takes.
  server = http.createServer(
    withPeerAddress(async (_request: http.IncomingMessage, response: http.ServerResponse) => {
      const start = performance.now();
      for (let step = 0; step < 5; step++) await nextTurn();
      handled.push({ start, end: performance.now() });
      response.writeHead(200, { "content-type": "text/plain" }).end("pong");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a young request before background slices", () => {
  it("answers a request through the listener with no background slice between its steps", async () => {
    const work = backgroundWork(4);
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      for (let i = 0; i < 5; i++) {
        expect(await (await fetch(`${baseUrl}/ping`)).text()).toBe("pong");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await work.stop();
    }
    expect(handled).toHaveLength(5);
    // Without the rule, each of the handler's five turns let one 4 ms slice go on.
    for (const { start, end } of handled)
      expect(work.slices.filter((at) => at > start && at < end)).toEqual([]);
    // And the background went on between the requests.
    expect(work.slices.length).toBeGreaterThan(10);
    expect(msUntilRequestsAged(40)).toBe(0);
  });

  it("goes on with the background at once when the request is answered", async () => {
    const response = new EventEmitter();
    const noted = performance.now();
    noteRequest(response, noted);
    expect(msUntilRequestsAged(40, noted + 10)).toBeCloseTo(30, 5);
    const work = backgroundWork(0);
    setTimeout(() => response.emit("finish"), 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await work.stop();
    const first = work.slices[0]!;
    // Not before the answer, and not when the 50 ms bound would have let it go either.
    expect(first - noted).toBeGreaterThanOrEqual(9);
    expect(first - noted).toBeLessThan(45);
    expect(msUntilRequestsAged(40)).toBe(0);
  });

  it("lets a request that came later go before a request's own walk, not the walk's own request", async () => {
    const own = new EventEmitter();
    noteRequest(own);
    // A supervisor's list walked in slices within its request (defineRoute's context).
    const walk = slicedWork(0, (work) => runWithRequestId("walk", work));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const beforePing = walk.slices.length;
    expect(beforePing).toBeGreaterThan(5);
    const ping = new EventEmitter();
    const pingAt = performance.now();
    noteRequest(ping, pingAt);
    setTimeout(() => ping.emit("finish"), 10);
    await new Promise((resolve) => setTimeout(resolve, 25));
    const slices = walk.slices.slice(beforePing);
    await walk.stop();
    own.emit("finish");
    // None while the younger request was under way, and on again once it was answered.
    expect(slices.filter((at) => at > pingAt + 1 && at < pingAt + 9)).toEqual([]);
    expect(slices.some((at) => at > pingAt + 10)).toBe(true);
    expect(msUntilRequestsAged(40)).toBe(0);
  });

  it("still goes on at least once in 50 ms while requests keep coming", async () => {
    const responses: EventEmitter[] = [];
    const arrive = () => {
      const response = new EventEmitter();
      noteRequest(response);
      responses.push(response);
    };
    arrive();
    const arrivals = setInterval(arrive, 5);
    const work = backgroundWork(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    clearInterval(arrivals);
    await work.stop();
    for (const response of responses) response.emit("close");
    // A slice about every 50 ms: not one per turn, and not none.
    expect(work.slices.length).toBeGreaterThanOrEqual(4);
    expect(work.slices.length).toBeLessThanOrEqual(12);
    expect(msUntilRequestsAged(40)).toBe(0);
  });
});
