// The embedded production API on a real HTTP port (node:http in front of the
// fetch-style handler), so that tests reach it over the network exactly as the
// app does. Also signs tokens the way the app's token provider does.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@/lib/db/client";
import type { FaultSwitch } from "@/lib/embedded-api/faults";
import { createEmbeddedApiHandler } from "@/lib/embedded-api/handler";
import { signProductionApiToken } from "@/lib/server/production-api-token";
import { createInFlight } from "./in-flight";

/** The embedded API's JWT secret in tests (as text: the app's PRODUCTION_API_JWT_SECRET in route tests). */
export const testSecretText = "contract-tests-secret-0123456789-abcdefghij";
export const testSecret = new TextEncoder().encode(testSecretText);

export type EmbeddedServer = {
  baseUrl: string;
  token: (hubEmployeeId?: number, lifetimeSeconds?: number) => Promise<string>;
  close: () => Promise<void>;
  /** Resolves once every request so far was answered or its caller hung up (and the handler saw the hang-up). */
  hungUpOrAnswered: () => Promise<void>;
  /** Resolves once the handler has finished every request so far, answered or not. */
  idle: () => Promise<void>;
};

async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    signal,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startEmbeddedServer(
  db: Database,
  options: { now?: () => Date; faults?: FaultSwitch } = {},
): Promise<EmbeddedServer> {
  const handler = createEmbeddedApiHandler({
    getDb: () => Promise.resolve(db),
    secret: testSecret,
    now: options.now,
    faults: options.faults,
  });
  let origin = "";
  const responses = createInFlight();
  const handlers = createInFlight();
  const server = createServer((req, res) => {
    // The request's signal aborts when the caller hangs up before its answer (as Next's does).
    const hangUp = new AbortController();
    responses.add(
      new Promise<void>((resolve) =>
        res.on("close", () => {
          if (!res.writableFinished) hangUp.abort();
          resolve();
        }),
      ),
    );
    const handled = toRequest(req, origin, hangUp.signal)
      .then(handler)
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
    handlers.add(handled);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/production-api`,
    token: (hubEmployeeId = 1002, lifetimeSeconds = 300) =>
      signProductionApiToken(testSecret, hubEmployeeId, lifetimeSeconds),
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
    hungUpOrAnswered: responses.settle,
    idle: handlers.settle,
  };
}
