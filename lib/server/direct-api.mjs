// What server/serve.mjs's own HTTP listener serves beside Next rather than
// through it: the embedded production API, a service for other programs
// (another app server, a test, a tool), not a page, where Next's routing,
// proxy and page runtime cost more than the work itself (npm run bench:api).
// The app's own routes all go through Next, the pack scan too since 1b67b8a,
// though serving it here saved 5-12 ms of its p50 (docs/benchmarks.md,
// "Measured on 2026-12-01, morning").
// The app registers the fetch-style handler at start (lib/warm-up/startup.ts);
// until then, and under `next dev` or `next start`, Next's routes answer the
// same. Plain JavaScript: serve.mjs runs outside the build.
import { gzip } from "node:zlib";
import { apiPolicy, contentSecurityPolicy } from "./content-security-policy.mjs";
import { securityHeaders } from "./security-headers.mjs";

const registry = Symbol.for("shopfloor.direct-api");
export const directApiPrefix = "/production-api/";
/** A body of more is refused, as lib/embedded-api/request-input.ts does. */
const maxBodyBytes = 1_000_000;
const methods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** Answers smaller than this go out as they are; larger ones gzip'd when the client accepts it. */
const gzipFromBytes = 1_024;

/** Called by the app at start with the embedded API's handler. */
export function registerDirectApi(handler) {
  globalThis[registry] = handler;
}

/** The registered handler for this request, or undefined: Next answers it. */
export function directApiFor(request) {
  const handler = globalThis[registry];
  if (typeof handler !== "function" || !methods.has(request.method ?? "")) return undefined;
  return (request.url ?? "").startsWith(directApiPrefix) ? handler : undefined;
}

/** The body, or null when it is larger than the limit (the rest is not read). */
async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function problem(response, status, title, detail) {
  response.statusCode = status;
  if (!response.hasHeader("content-security-policy"))
    response.setHeader("Content-Security-Policy", apiPolicy);
  response.setHeader("content-type", "application/problem+json");
  response.end(JSON.stringify({ type: "about:blank", title, status, detail }));
}

/**
 * Level 1, as nginx gzips by default: a list of 100,000 polygons (36 MB) goes
 * out as 5 MB instead of level 6's 3.8 MB, for a third of the CPU (0.12 s
 * against 0.33 s), which the server's other requests share.
 */
const gzipLevel = 1;

const gzipped = (body) =>
  new Promise((resolve, reject) =>
    gzip(body, { level: gzipLevel }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** Hands the request to the embedded API's handler as a web Request and writes its Response, with the security headers. */
export function serveDirectApi(handler, request, response) {
  response.setHeader("Content-Security-Policy", contentSecurityPolicy());
  return serve((web) => handler(web), request, response, "http://direct.invalid");
}

async function serve(handle, request, response, base) {
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  // A caller that hangs up before the answer: the handler rolls its write back.
  const hangUp = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) hangUp.abort();
  });
  try {
    const headers = new Headers();
    for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
      headers.append(request.rawHeaders[i], request.rawHeaders[i + 1]);
    }
    const hasBody = request.method !== "GET";
    const body = hasBody ? await readBody(request) : undefined;
    if (body === null) {
      // The rest of the body is not read: the connection cannot carry another request.
      response.setHeader("connection", "close");
      return problem(response, 400, "Invalid request", "the body is larger than 1 MB");
    }
    let url;
    try {
      url = new URL(request.url ?? "/", base);
    } catch {
      return problem(response, 400, "Invalid request", "the Host header is not a host");
    }
    const answer = await handle(
      new Request(url, {
        method: request.method,
        headers,
        body: body && body.length > 0 ? body : undefined,
        signal: hangUp.signal,
      }),
    );
    let payload = Buffer.from(await answer.arrayBuffer());
    response.statusCode = answer.status;
    answer.headers.forEach((value, key) => response.setHeader(key, value));
    if (payload.length >= gzipFromBytes && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      payload = await gzipped(payload);
      response.setHeader("content-encoding", "gzip");
      response.setHeader("vary", "Accept-Encoding");
    }
    response.setHeader("content-length", payload.length);
    response.end(payload);
  } catch (error) {
    if (response.headersSent) return void response.destroy();
    console.error(`[direct] ${request.method} ${(request.url ?? "").split("?")[0]} failed:`, error);
    problem(response, 500, "Internal error", "the server could not answer");
  }
}
