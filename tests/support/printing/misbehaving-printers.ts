// Addresses that are not good printers, for tests: a port that answers and
// hangs up (a printer's web port, any HTTP server, a service saying "ERR"),
// and one that keeps talking without ever answering `~HS` or closing.
import http from "node:http";
import net from "node:net";

export type MisbehavingServer = {
  port: number;
  /** How many connections it took. */
  connections: () => number;
  close: () => Promise<void>;
};

async function listen(server: net.Server, port: number, sockets: Set<net.Socket>) {
  let count = 0;
  server.on("connection", (socket: net.Socket) => {
    count += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no port");
  return {
    port: address.port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers whatever it is sent with `answer` and closes the connection. */
export function startHangUpServer({ port = 0, answer = "ERR\r\n" } = {}): Promise<MisbehavingServer> {
  const server = net.createServer((socket) => {
    socket.on("error", () => undefined);
    socket.once("data", () => socket.end(answer));
  });
  return listen(server, port, new Set());
}

/** A plain web server: `~HS` is a malformed request, which node answers 400 and closes. */
export function startWebServer({ port = 0 } = {}): Promise<MisbehavingServer> {
  const server = http.createServer((_request, response) => response.end("a printer's web page"));
  return listen(server, port, new Set());
}

/**
 * Takes the connection and sends a byte every 100 ms, never a `~HS` answer,
 * and never closes, not even its side once the job is in (half-open).
 */
export function startChattyServer({ port = 0 } = {}): Promise<MisbehavingServer> {
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.on("error", () => undefined);
    socket.on("data", () => undefined);
    const timer = setInterval(() => socket.write("."), 100);
    socket.on("close", () => clearInterval(timer));
  });
  return listen(server, port, new Set());
}
