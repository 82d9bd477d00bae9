// Before a job goes out, the printer is asked `~HS`. A Zebra that is out of
// paper, has its head open or is paused still takes a job over TCP and keeps
// it in its memory, where switching it off to fix the paper loses it, and the
// queue would have called it printed. So a job waits in the queue (shown as
// waiting, with the printer's reason) until the printer says it is ready.
// A printer that does not answer `~HS` (not every raw port does) is sent to
// directly, and not asked again for a while, so it costs no time per job.
import type { PrinterStatus } from "@/lib/base/printer-config";
import { queryHostStatus, type PrinterAddress } from "./raw-transport";

export type ReadyVerdict =
  { isReady: true; status: PrinterStatus | null } | { isReady: false; reason: string; status: PrinterStatus };

export type ReadyCheckOptions = {
  ask?: (address: PrinterAddress, timeoutMs: number) => Promise<PrinterStatus>;
  /** How long the printer may take to answer `~HS`. */
  timeoutMs?: number;
  /** How long a printer that did not answer is sent to without asking. */
  silentForMs?: number;
};

/** Why a printer that answered cannot print now, or null when it can. */
export function notReadyReason(status: PrinterStatus): string | null {
  if (!status.isReachable) return status.error ?? "the printer cannot be reached";
  const reasons = [
    status.isPaperOut && "paper out",
    status.isHeadOpen && "head open",
    status.isRibbonOut && "ribbon out",
    status.isPaused && "paused",
  ].filter((reason): reason is string => typeof reason === "string");
  return reasons.length ? `the printer reports: ${reasons.join(", ")}` : null;
}

export class ReadyCheck {
  private readonly ask: NonNullable<ReadyCheckOptions["ask"]>;
  private readonly timeoutMs: number;
  private readonly silentForMs: number;
  /** Printers that did not answer `~HS`, until when they are not asked. */
  private readonly silentUntil = new Map<number, number>();

  constructor(options: ReadyCheckOptions = {}) {
    this.ask = options.ask ?? queryHostStatus;
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.silentForMs = options.silentForMs ?? 300_000;
  }

  async check(printerId: number, address: PrinterAddress, nowMs: number): Promise<ReadyVerdict> {
    if ((this.silentUntil.get(printerId) ?? 0) > nowMs) return { isReady: true, status: null };
    const status = await this.ask(address, this.timeoutMs);
    const reason = notReadyReason(status);
    if (reason !== null) return { isReady: false, reason, status };
    if (status.isPaperOut === null) {
      this.silentUntil.set(printerId, nowMs + this.silentForMs);
      return { isReady: true, status: null };
    }
    this.silentUntil.delete(printerId);
    return { isReady: true, status };
  }
}
