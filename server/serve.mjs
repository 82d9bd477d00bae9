// The production server that `npm start` runs: Next's request handler behind
// Node's own HTTP server (which serves the embedded production API itself,
// lib/server/direct-api.mjs), so every request carries the address of the
// connection it came on (lib/base/client-address.ts reads it for the
// per-address sign-in limit). A client's own `x-shopfloor-peer-address` is
// replaced, never believed. A path with a malformed %-escape is answered 400
// here, with the security headers (Next would answer a bare 500), and so are
// odd requests (a method the app does not serve: 405; a bad Host: 400;
// lib/server/odd-requests.mjs). Every answer carries a Content-Security-Policy.
// Files it makes are private to the server's user (umask 077, docs/security.md).
// Listens on HOST (all interfaces when unset) and PORT.
// Plain JavaScript: it runs before and outside the build.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { apiPolicy, contentSecurityPolicy } from "../lib/server/content-security-policy.mjs";
import { directApiFor, serveDirectApi } from "../lib/server/direct-api.mjs";
import { makeDataDirPrivate } from "../lib/base/private-data-dir.mjs";
import { noteRequest } from "../lib/base/requests-under-way.mjs";
import { refuseOddRequest } from "../lib/server/odd-requests.mjs";
import { securityHeaders } from "../lib/server/security-headers.mjs";

export const peerAddressHeader = "x-shopfloor-peer-address";

/** True when the path (the part before `?`) holds an escape that is not UTF-8 percent-encoding, e.g. `%u0031`. */
export function isMalformedPath(url) {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** 400 ProblemDetails with the security headers: Next would answer such a path with a bare 500. */
function refuseMalformedPath(response) {
  const body = JSON.stringify({
    type: "urn:shopfloor:problem:invalid-input",
    title: "Invalid path",
    status: 400,
    detail: "The path holds a malformed %-escape.",
  });
  response.statusCode = 400;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", contentSecurityPolicy());
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", "application/problem+json");
  response.end(body);
}

/** True when writeHead's own headers (an object or a flat [name, value, …] list) name a policy. */
function namesPolicy(headers) {
  if (Array.isArray(headers))
    return headers.some((name, i) => i % 2 === 0 && String(name).toLowerCase() === "content-security-policy");
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "content-security-policy");
}

/**
 * Every answer carries a policy: one that would go out without (a route that set
 * none, Next's own error answers) gets the strict API policy as its headers are written.
 */
function withPolicyFallback(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    const headers = args.find((arg) => typeof arg === "object" && arg !== null);
    if (!this.headersSent && !this.hasHeader("content-security-policy") && !namesPolicy(headers))
      this.setHeader("Content-Security-Policy", apiPolicy);
    return writeHead.apply(this, args);
  };
}

/**
 * The request listener: refuses odd requests and malformed paths, serves the embedded production
 * API itself once the app has registered it (lib/server/direct-api.mjs), stamps
 * the connection's address, then hands over the rest to Next.
 */
export function withPeerAddress(handle) {
  return (request, response) => {
    noteRequest(response);
    withPolicyFallback(response);
    if (refuseOddRequest(request, response)) return;
    if (isMalformedPath(request.url)) return refuseMalformedPath(response);
    const direct = directApiFor(request);
    if (direct) return void serveDirectApi(direct, request, response);
    request.headers[peerAddressHeader] = request.socket.remoteAddress ?? "";
    // rawHeaders is what some readers copy from: drop a client's own copy there too.
    for (let i = request.rawHeaders.length - 2; i >= 0; i -= 2) {
      if (request.rawHeaders[i]?.toLowerCase() === peerAddressHeader) request.rawHeaders.splice(i, 2);
    }
    return void handle(request, response);
  };
}

async function main() {
  // Before anything is written: DATA_DIR, backups and logs are the server user's alone.
  process.umask(0o077);
  const { default: next } = await import("next");
  const root = path.resolve(import.meta.dirname, "..");
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || undefined;
  // The app believes the peer header only in a process this server runs.
  globalThis.__shopfloorPeerAddressHeader = true;
  const app = next({ dev: false, dir: root, hostname: host ?? "localhost", port });
  await app.prepare();
  // The database is open now (instrumentation.ts ran): what PGlite made with modes of its own, and
  // a directory of an older version, become the server user's alone. server/start.ts names DATA_DIR.
  if (process.env.DATA_DIR) makeDataDirPrivate(path.resolve(process.env.DATA_DIR));
  const server = http.createServer(withPeerAddress(app.getRequestHandler()));
  server.listen(port, host, () => {
    console.info(`Listening on ${host ?? "every interface"}, port ${port}`);
  });
  // As `next start` does: stop taking requests, let those under way finish, close Next, exit 128 + signal.
  let isClosing = false;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      server.close(() => void app.close().finally(() => process.exit(code)));
      server.closeIdleConnections();
      // Open event streams (the supervisor's SSE) never finish by themselves.
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
