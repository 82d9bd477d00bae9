// Talks to a printer's raw port (9100) over TCP: sends a job's bytes, and asks
// `~HS` (host status). The outcome of a send tells the queue whether the job
// may be sent again: only when not one byte reached the printer.
import net from "node:net";
import type { PrinterStatus } from "@/lib/base/printer-config";

export type PrinterAddress = { host: string; port: number };

export type SendOutcome =
  /** Every byte written and the connection closed cleanly: the printer has the job. */
  | { outcome: "accepted" }
  /** Nothing reached the printer (refused, unreachable, timed out before connecting): safe to send again. */
  | { outcome: "not-sent"; error: string }
  /** The connection broke after bytes were written: the printer may have printed part of it. */
  | { outcome: "uncertain"; error: string };

/** net.connect takes an IPv6 host without the brackets of `[::1]:9100`. */
const hostOf = (host: string) => host.replace(/^\[(.*)\]$/, "$1");

/**
 * Sends a job. One overall time limit for the whole talk (`timeoutMs`), however
 * the printer trickles bytes back, and the talk ends when the printer closes.
 */
export function sendRaw(address: PrinterAddress, payload: string, timeoutMs: number): Promise<SendOutcome> {
  return new Promise((resolve) => {
    let isConnected = false;
    let isFlushed = false;
    let isSettled = false;
    const socket = net.connect({ host: hostOf(address.host), port: address.port });
    const settle = (result: SendOutcome) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(result);
    };
    const failed = (error: string): SendOutcome =>
      isConnected ? { outcome: "uncertain", error } : { outcome: "not-sent", error };
    const deadline = setTimeout(() => {
      // Every byte out and no error, but the printer kept the connection open: it has the job.
      if (isFlushed) settle({ outcome: "accepted" });
      else settle(failed(`no answer from ${address.host}:${address.port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("error", (error) => settle(failed(error.message)));
    socket.on("close", (hadError) => {
      if (isFlushed && !hadError) settle({ outcome: "accepted" });
      else settle(failed("the printer closed the connection before the job was sent"));
    });
    socket.on("data", () => undefined); // a printer may talk back; reading keeps the socket flowing
    socket.on("connect", () => {
      isConnected = true;
      // end() writes, then sends FIN; its callback runs once the last byte is flushed.
      socket.end(Buffer.from(payload, "utf8"), () => {
        isFlushed = true;
      });
    });
  });
}

const flag = (field: string | undefined) => (field === undefined ? null : field.trim() === "1");

/**
 * Parses a `~HS` answer: three STX…ETX strings. String 1 field 2 is paper
 * out, field 3 paused; string 2 field 3 is head up (open), field 4 ribbon out.
 */
export function parseHostStatus(answer: string): PrinterStatus {
  const strings = [...answer.matchAll(/\x02([^\x03]*)\x03/g)].map((m) => m[1]!.split(","));
  const [first, second] = strings;
  if (!first || first.length < 3) {
    return {
      isReachable: true,
      isPaperOut: null,
      isHeadOpen: null,
      isPaused: null,
      isRibbonOut: null,
      error: "no ~HS answer",
    };
  }
  return {
    isReachable: true,
    isPaperOut: flag(first[1]),
    isPaused: flag(first[2]),
    isHeadOpen: flag(second?.[2]),
    isRibbonOut: flag(second?.[3]),
    error: null,
  };
}

const unreachable = (error: string | null): PrinterStatus => ({
  isReachable: false,
  isPaperOut: null,
  isHeadOpen: null,
  isPaused: null,
  isRibbonOut: null,
  error,
});

/**
 * Asks `~HS` and waits for the three strings. The talk ends at the first of:
 * the three strings, the printer closing (what it said is all it says: "ERR"
 * from a web port is "no ~HS answer"), an error, or one overall time limit.
 * A printer that does not answer is not an error (lib/printing/ready-check.ts).
 */
export function queryHostStatus(address: PrinterAddress, timeoutMs: number): Promise<PrinterStatus> {
  return new Promise((resolve) => {
    let answer = "";
    let isConnected = false;
    let isSettled = false;
    const socket = net.connect({ host: hostOf(address.host), port: address.port });
    const finish = (error: string | null) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(isConnected ? parseHostStatus(answer) : unreachable(error));
    };
    const deadline = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on("error", (error) => finish(error.message));
    socket.on("end", () => finish(null));
    socket.on("close", () => finish("the connection closed"));
    socket.on("connect", () => {
      isConnected = true;
      socket.write("~HS\r\n");
    });
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if ((answer.match(/\x03/g) ?? []).length >= 3) finish(null);
    });
  });
}
