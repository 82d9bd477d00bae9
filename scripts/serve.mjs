// The production server that `npm start` runs: Next's request handler behind
// Node's own HTTP server, so every request carries the address of the
// connection it came on (lib/server/client-address.ts reads it for the
// per-address sign-in limit). A client's own `x-shopfloor-peer-address` is
// replaced, never believed. Listens on HOST (all interfaces when unset) and PORT.
// Plain JavaScript: it runs before and outside the build.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const peerAddressHeader = "x-shopfloor-peer-address";

/** The request listener: stamps the connection's address, then hands over to Next. */
export function withPeerAddress(handle) {
  return (request, response) => {
    request.headers[peerAddressHeader] = request.socket.remoteAddress ?? "";
    // rawHeaders is what some readers copy from: drop a client's own copy there too.
    for (let i = request.rawHeaders.length - 2; i >= 0; i -= 2) {
      if (request.rawHeaders[i]?.toLowerCase() === peerAddressHeader) request.rawHeaders.splice(i, 2);
    }
    void handle(request, response);
  };
}

async function main() {
  const { default: next } = await import("next");
  const root = path.resolve(import.meta.dirname, "..");
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || undefined;
  // The app believes the peer header only in a process this server runs.
  globalThis.__shopfloorPeerAddressHeader = true;
  const app = next({ dev: false, dir: root, hostname: host ?? "localhost", port });
  await app.prepare();
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
