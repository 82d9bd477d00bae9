// A scripted upstream on a real node:http port, for unit tests of the typed
// client: it records every request it gets and answers what the test says,
// so the client's real fetch, headers, retries and timeouts are exercised.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type StubHit = {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * What the stub answers: a status with a body (objects as JSON), "hang" to
 * never answer, or "stall" to send a 200's headers and half a body, then nothing.
 */
export type StubReply =
  | { status: number; body?: unknown; headers?: Record<string, string>; statusText?: string }
  | "hang"
  | "stall";

export type StubUpstream = {
  /** The base URL the client is given (`…/production-api`). */
  baseUrl: string;
  hits: StubHit[];
  close: () => Promise<void>;
};

export async function startStubUpstream(
  reply: (hit: StubHit, hitNumber: number) => StubReply,
): Promise<StubUpstream> {
  const hits: StubHit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const hit: StubHit = {
        method: req.method ?? "",
        url: new URL(req.url ?? "/", "http://stub"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      hits.push(hit);
      const answer = reply(hit, hits.length);
      if (answer === "hang") return;
      if (answer === "stall") {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('[{"id":');
        return;
      }
      const isText = typeof answer.body === "string" || answer.body === undefined;
      const text = isText ? ((answer.body as string | undefined) ?? "") : JSON.stringify(answer.body);
      res.writeHead(answer.status, answer.statusText ?? "", {
        ...(isText ? {} : { "content-type": "application/json" }),
        ...answer.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/production-api`,
    hits,
    close: () =>
      new Promise((resolve) => {
        // Hanging requests would keep close() waiting forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A base URL on a port nobody listens on (bound, then released), for connection-refused tests. */
export async function closedPortBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/production-api`;
}
