// What scripts/serve.mjs's own HTTP listener serves beside Next rather than
// through it, where Next's routing, proxy and page runtime cost more than the
// work itself (about 1 ms a request, more under load: npm run bench:api,
// bench:scan):
// - the embedded production API, a service for other programs (another app
//   server, a test, a tool), not a page;
// - the routes a scanner's hand waits on (POST /api/pack/scan): the same
//   defineRoute handler as Next's route, which checks the session, the role
//   and the origin itself, as it does behind Next's proxy (docs/security.md).
// The app registers the fetch-style handlers at start (lib/warm-up/startup.ts);
// until then, and under `next dev` or `next start`, Next's routes answer the
// same. Plain JavaScript: serve.mjs runs outside the build.
import { gzip } from "node:zlib";
import { apiPolicy, contentSecurityPolicy } from "./content-security-policy.mjs";
import { isPlainHost } from "./odd-requests.mjs";
import { securityHeaders } from "./security-headers.mjs";

const registry = Symbol.for("shopfloor.direct-api");
const routeRegistry = Symbol.for("shopfloor.direct-routes");
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

/**
 * Called by the app at start with the handler of one of its routes (a defineRoute handler), and
 * optionally which requests it serves beside Next (from their headers; the others go to Next).
 */
export function registerDirectRoute(method, path, handler, isServedBeside) {
  globalThis[routeRegistry] ??= new Map();
  globalThis[routeRegistry].set(`${method} ${path}`, { handler, isServedBeside });
}

const routeOf = (request) => {
  const pathname = (request.url ?? "").split("?")[0];
  return globalThis[routeRegistry]?.get(`${request.method} ${pathname}`);
};

/** The registered route handler for this request (the same method and path, exactly), or undefined. */
export function directRouteFor(request) {
  return routeOf(request)?.handler;
}

/** Whether the registered route serves this request beside Next (its headers only; the body is not read yet). */
export async function isServedBeside(request) {
  const route = routeOf(request);
  if (!route) return false;
  if (!route.isServedBeside) return true;
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2)
    headers.append(request.rawHeaders[i], request.rawHeaders[i + 1]);
  try {
    return await route.isServedBeside(headers);
  } catch {
    return false; // Next answers it, as it would without the route beside it
  }
}

/**
 * The body, or when it is larger than the limit: null (the rest is not read), or with
 * `isCut` its first chunks up to the limit, the rest read and dropped. That is what Next
 * does past its own limit (proxyClientMaxBodySize, 10 MB) before its route reads the
 * body, so an app route answers alike both ways: defineRoute refuses any body over
 * 100,000 characters (lib/route/read-input.ts) with the same 400, log line and metrics.
 */
async function readBody(request, { isCut = false } = {}) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size <= maxBodyBytes) chunks.push(chunk);
    else if (!isCut) return null;
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

const gzipped = (body) =>
  new Promise((resolve, reject) => gzip(body, (error, result) => (error ? reject(error) : resolve(result))));

/** Hands the request to the embedded API's handler as a web Request and writes its Response, with the security headers. */
export function serveDirectApi(handler, request, response) {
  response.setHeader("Content-Security-Policy", contentSecurityPolicy());
  return serve((web) => handler(web), request, response, "http://direct.invalid", {});
}

/**
 * Hands the request to an app route's handler as Next would: its URL with the
 * scheme the proxy in front says (X-Forwarded-Proto) and the Host header, no
 * route parameters. The handler sets its own policy and caching headers.
 */
export function serveDirectRoute(handler, request, response) {
  // scripts/serve.mjs refused a bad Host already (lib/server/odd-requests.mjs); a caller without it is held to the same.
  if (!isPlainHost(request.headers.host ?? "localhost")) {
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    return Promise.resolve(problem(response, 400, "Invalid request", "the Host header is not a host"));
  }
  const scheme = (request.headers["x-forwarded-proto"] ?? "").includes("https") ? "https" : "http";
  const base = `${scheme}://${request.headers.host ?? "localhost"}`;
  return serve((web) => handler(web, { params: Promise.resolve({}) }), request, response, base, {
    isCut: true,
  });
}

async function serve(handle, request, response, base, bodyOptions) {
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
    const body = hasBody ? await readBody(request, bodyOptions) : undefined;
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
