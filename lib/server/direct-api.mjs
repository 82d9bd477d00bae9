// The embedded production API served by scripts/serve.mjs's own HTTP listener,
// beside Next rather than through it: a service for other programs (another
// app server, a test, a tool), not a page, so it needs none of Next's routing,
// proxy or page runtime, which cost more than most of its operations (about
// 1 ms a request, npm run bench:api). The app registers its fetch-style
// handler at start (lib/warm-up/startup.ts); until then, and under `next dev`
// or `next start`, Next's route app/production-api/[...operation] answers the
// same. Plain JavaScript: serve.mjs runs outside the build.
import { gzip } from "node:zlib";
import { contentSecurityPolicy } from "./content-security-policy.mjs";
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

/** The body, or null when it is larger than the limit (the rest is not read into memory). */
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
  response.setHeader("content-type", "application/problem+json");
  response.end(JSON.stringify({ type: "about:blank", title, status, detail }));
}

const gzipped = (body) =>
  new Promise((resolve, reject) => gzip(body, (error, result) => (error ? reject(error) : resolve(result))));

/** Hands the request to the handler as a web Request and writes its Response, with the security headers. */
export async function serveDirectApi(handler, request, response) {
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", contentSecurityPolicy());
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
    if (body === null) return problem(response, 400, "Invalid request", "the body is larger than 1 MB");
    const url = new URL(request.url ?? "/", "http://direct.invalid");
    const answer = await handler(
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
    console.error("[direct-api] the embedded production API failed:", error);
    problem(response, 500, "Internal error", "the embedded production API could not answer");
  }
}
