// A fake network label printer for tests and the print bench: a real TCP
// server on a raw port that records every connection's bytes (and when the
// last one came) and answers `~HS` like a Zebra printer does.
import net from "node:net";

export type Received = { bytes: Buffer; text: string; lastByteAt: number };

export type FakePrinterOptions = {
  port?: number;
  /** The flags `~HS` reports. */
  status?: { isPaperOut?: boolean; isPaused?: boolean; isHeadOpen?: boolean; isRibbonOut?: boolean };
  /** Breaks each connection (RST) after this many bytes: a printer that dies mid-job. */
  resetAfterBytes?: number;
  /** Takes connections and jobs but never answers `~HS`: a raw port that is not a ZPL printer's, or a dumb one. */
  isSilent?: boolean;
};

/** A `~HS` answer: three STX…ETX strings, flags where a Zebra puts them. */
export function hostStatusAnswer(status: NonNullable<FakePrinterOptions["status"]>): string {
  const b = (flag: boolean | undefined) => (flag ? "1" : "0");
  return (
    `\x02030,${b(status.isPaperOut)},${b(status.isPaused)},0400,000,0,0,0,000,0,0,0\x03\r\n` +
    `\x02000,0,${b(status.isHeadOpen)},${b(status.isRibbonOut)},0,2,4,0,00000000,1,000\x03\r\n` +
    `\x021234,0\x03\r\n`
  );
}

export type FakePrinter = {
  port: number;
  /** Each finished connection that sent a job (not a status query). */
  jobs: Received[];
  /** Changes what `~HS` reports from now on (paper loaded, head closed…). */
  setStatus: (status: NonNullable<FakePrinterOptions["status"]>) => void;
  /** Resolves when `count` jobs have arrived. */
  waitForJobs: (count: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

export async function startFakePrinter(options: FakePrinterOptions = {}): Promise<FakePrinter> {
  const jobs: Received[] = [];
  const waiters: { count: number; resolve: (jobs: Received[]) => void }[] = [];
  const sockets = new Set<net.Socket>();
  let status = options.status ?? {};
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let size = 0;
    let lastByteAt = 0;
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      lastByteAt = performance.now();
      if (options.resetAfterBytes !== undefined && size >= options.resetAfterBytes) {
        socket.resetAndDestroy();
        return;
      }
      if (!options.isSilent && chunk.toString("latin1").includes("~HS"))
        socket.write(hostStatusAnswer(status));
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      sockets.delete(socket);
      const bytes = Buffer.concat(chunks);
      const text = bytes.toString("utf8");
      if (bytes.length === 0 || text.trim() === "~HS") return;
      jobs.push({ bytes, text, lastByteAt });
      for (const waiter of [...waiters]) {
        if (jobs.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(jobs.slice());
        }
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the fake printer has no port");
  return {
    port: address.port,
    jobs,
    setStatus: (next) => {
      status = next;
    },
    waitForJobs: (count) =>
      jobs.length >= count
        ? Promise.resolve(jobs.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (a printer that is switched off), free to start a fake printer on later. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}
