// Sends the queued print jobs. A job that reached no printer (refused, timed
// out before connecting) waits and is tried again with growing pauses; one the
// printer accepted is printed and never sent again; one cut off mid-send is
// failed (a person decides whether to reprint). On start the worker picks up
// whatever was waiting before a restart; several workers on one database
// never send the same job (lib/printing/print-jobs.ts claims with a lease).
import { EventEmitter } from "node:events";
import type { Database } from "@/lib/db/client";
import { processWide } from "@/lib/base/process-wide";
import { claimPrintJob, settleFailed, settlePrinted, settleRetry, type ClaimedJob } from "./print-jobs";
import type { PrinterStatus } from "@/lib/base/printer-config";
import { writePrinterStatus } from "./printers";
import { sendRaw, type SendOutcome } from "./raw-transport";
import { ReadyCheck } from "./ready-check";

/**
 * Jobs stored in this process: a started worker sends them at once instead of at its next poll.
 * Process-wide: the worker starts in the instrumentation bundle, the jobs are stored by the routes' bundles.
 */
export const printQueueEvents = processWide("print-queue-events", () => new EventEmitter());

/** Emitted on printQueueEvents when a try of the job has ended (printed, waiting again, failed). */
export const triedEvent = (jobId: number) => `tried:${jobId}`;

export type PrintWorkerOptions = {
  /** The clock the queue's times are read from (tests move it instead of sleeping). */
  now?: () => Date;
  /** How long a connection may take to open and take the job. */
  sendTimeoutMs?: number;
  /** How often the queue is read for due jobs when nothing wakes the worker. */
  pollMs?: number;
  /** The first pause after a refused send, doubled on each attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  send?: (
    address: { host: string; port: number },
    payload: string,
    timeoutMs: number,
  ) => Promise<SendOutcome>;
  /** Asks the printer `~HS` before a job goes out (lib/printing/ready-check.ts). */
  readyCheck?: ReadyCheck;
};

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class PrintWorker {
  private readonly now: () => Date;
  private readonly sendTimeoutMs: number;
  private readonly pollMs: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly send: NonNullable<PrintWorkerOptions["send"]>;
  private readonly readyCheck: ReadyCheck;
  /** The status last written per printer: written again only when it changes. */
  private readonly lastStatus = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private isRunAgain = false;
  /** The delivery under way per printer: each printer goes at its own pace. */
  private readonly inFlight = new Map<number, Promise<void>>();
  /** Wakes a run that waits for a delivery to end, to claim again at once. */
  private wake: (() => void) | undefined;
  private readonly onEnqueued = () => this.kick();

  constructor(
    private readonly db: Database,
    options: PrintWorkerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.sendTimeoutMs = options.sendTimeoutMs ?? 10_000;
    this.pollMs = options.pollMs ?? 2_000;
    this.backoffMs = options.backoffMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.send = options.send ?? sendRaw;
    this.readyCheck = options.readyCheck ?? new ReadyCheck();
  }

  /** Polls the queue and listens for new jobs; sends what waited before a restart right away. */
  start(): this {
    if (this.timer) return this;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    printQueueEvents.on("enqueued", this.onEnqueued);
    this.kick();
    return this;
  }

  /** Stops polling and waits for the jobs being sent to settle. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    printQueueEvents.off("enqueued", this.onEnqueued);
    this.isRunAgain = false;
    await this.running;
  }

  /** Runs the queue now; a run under way claims again at once. */
  kick(): void {
    if (this.running) {
      this.isRunAgain = true;
      this.wake?.();
      return;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => {
        console.error("print queue: a run failed", error);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.isRunAgain && this.timer) {
          this.isRunAgain = false;
          this.kick();
        }
      });
  }

  /**
   * Sends every due job, one per printer at a time and each printer on its
   * own: a job is claimed as soon as its printer is free, never after the
   * other printers' jobs (a printer that hangs delays only its own queue).
   * Resolves when nothing is due and nothing is being sent; how many were tried.
   */
  async runOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      this.isRunAgain = false;
      for (;;) {
        const now = this.now();
        const job = await claimPrintJob(this.db, now, new Date(now.getTime() + this.leaseMs()));
        if (!job) break;
        tried += 1;
        this.launch(job);
      }
      if (this.inFlight.size === 0) return tried;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        void Promise.race(this.inFlight.values()).then(resolve);
      });
      this.wake = undefined;
    }
  }

  private launch(job: ClaimedJob): void {
    const delivery = this.deliver(job)
      .catch((error: unknown) => console.error(`print queue: job ${job.id} failed to settle`, error))
      .finally(() => {
        this.inFlight.delete(job.printerId);
        printQueueEvents.emit(triedEvent(job.id));
      });
    this.inFlight.set(job.printerId, delivery);
  }

  /** A lease outlives a send by far, so a slow send is never taken over while it runs. */
  private leaseMs() {
    return this.sendTimeoutMs * 3;
  }

  private async deliver(job: ClaimedJob): Promise<void> {
    const verdict = await this.readyCheck.check(job.printerId, job, this.now().getTime());
    if (verdict.status) await this.noteStatus(job.printerId, verdict.status);
    if (!verdict.isReady) {
      const delay = backoffDelay(job.attempts, this.backoffMs, this.maxBackoffMs);
      return settleRetry(this.db, job, verdict.reason, new Date(this.now().getTime() + delay));
    }
    const result = await this.send({ host: job.host, port: job.port }, job.payload, this.sendTimeoutMs);
    const now = this.now();
    if (result.outcome === "accepted") return settlePrinted(this.db, job, now);
    if (result.outcome === "uncertain") return settleFailed(this.db, job, result.error);
    const delay = backoffDelay(job.attempts, this.backoffMs, this.maxBackoffMs);
    await settleRetry(this.db, job, result.error, new Date(now.getTime() + delay));
  }

  private async noteStatus(printerId: number, status: PrinterStatus): Promise<void> {
    const text = JSON.stringify(status);
    if (this.lastStatus.get(printerId) === text) return;
    this.lastStatus.set(printerId, text);
    await writePrinterStatus(this.db, printerId, status, this.now());
  }
}
