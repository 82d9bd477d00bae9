// What became of a print job, as the person who asked for it reads it: printed,
// or waiting and why (the printer's last `~HS`, or a send that reached no
// printer), in their language. The answer of POST /api/print waits a moment
// for the worker's first try, so the usual answer is already "printed"; a job
// still waiting is asked after by GET /api/print/jobs/{id} (docs/printing.md).
import { once } from "node:events";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { printJobs } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { findPrintJob, type PrintJob } from "./print-jobs";
import { printQueueEvents, triedEvent } from "./print-worker";
import type { Printer, PrinterStatus } from "@/lib/base/printer-config";
import { readPrinter } from "./printers";

/** Why a job waits: what the printer said to `~HS`, or no printer took the job. */
export const waitingCauses = ["paperOut", "headOpen", "ribbonOut", "paused", "unreachable"] as const;
export type WaitingCause = (typeof waitingCauses)[number];

export type PrintAnswer = {
  job: Pick<PrintJob, "id" | "state" | "kind" | "labelCount">;
  printer: Pick<Printer, "id" | "name">;
  /** Why a waiting job waits; empty when it does not wait, or nothing is known against it yet. */
  waitingFor: WaitingCause[];
  /** The sentence the screen shows, in the employee's language. */
  message: string;
  /** True once the job cannot change any more (printed, failed, cancelled): the screen stops asking. */
  isSettled: boolean;
};

type JobState = Pick<PrintJob, "state" | "attempts" | "lastError">;

/**
 * Why a waiting job waits: the flags of the printer's last `~HS` (asked before
 * this job's try, or the try of the job ahead of it), else "unreachable" when a
 * try reached no printer. Empty while nothing is known against it.
 */
export function waitingCausesOf(job: JobState, status: PrinterStatus | null): WaitingCause[] {
  if (job.state !== "waiting") return [];
  if (status?.isReachable === false) return ["unreachable"];
  const causes = (
    [
      [status?.isPaperOut, "paperOut"],
      [status?.isHeadOpen, "headOpen"],
      [status?.isRibbonOut, "ribbonOut"],
      [status?.isPaused, "paused"],
    ] as const
  ).flatMap(([isSet, cause]) => (isSet ? [cause] : []));
  if (causes.length > 0) return causes;
  return job.attempts > 0 && job.lastError !== null ? ["unreachable"] : [];
}

const isSettledState = (state: PrintJob["state"]) =>
  state === "printed" || state === "failed" || state === "cancelled";

export function printAnswerOf(
  job: Pick<PrintJob, "id" | "kind" | "labelCount"> & JobState,
  printer: Pick<Printer, "id" | "name" | "status">,
  locale: Locale,
): PrintAnswer {
  const t = getTranslator(locale);
  const waitingFor = waitingCausesOf(job, printer.status);
  const words = { printer: printer.name, count: job.labelCount };
  const message =
    job.state === "printed"
      ? t("printing.progress.printed", words)
      : job.state === "failed"
        ? t("printing.progress.failed", words)
        : job.state === "cancelled"
          ? t("printing.progress.cancelled", words)
          : waitingFor.length > 0
            ? t("printing.progress.waiting", {
                ...words,
                causes: new Intl.ListFormat(locale, { type: "conjunction" }).format(
                  waitingFor.map((cause) => t(`printing.progress.causes.${cause}`)),
                ),
              })
            : t("printing.progress.sending", words);
  return {
    job: { id: job.id, state: job.state, kind: job.kind, labelCount: job.labelCount },
    printer: { id: printer.id, name: printer.name },
    waitingFor,
    message,
    isSettled: isSettledState(job.state),
  };
}

/** Tried at least once, or done: what the answer can tell truthfully. */
const hasNews = (job: JobState) => isSettledState(job.state) || (job.state === "waiting" && job.attempts > 0);

/** A job behind an unfinished one of its printer is not tried before that one: the printer's state says why it waits. */
async function isBehindAnother(db: Database, job: Pick<PrintJob, "id" | "printerId">): Promise<boolean> {
  const [ahead] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, job.printerId),
        lt(printJobs.id, job.id),
        inArray(printJobs.state, ["waiting", "sending"]),
      ),
    )
    .limit(1);
  return ahead !== undefined;
}

/**
 * Waits up to `ms` for the worker's first try of the job (printed, or waiting
 * for a reason), then reads it; a job queued behind another is read at once.
 * Only when this process runs a worker: without one (a test, a server that
 * does not print) nothing settles the job in that time.
 */
export async function awaitFirstTry(db: Database, jobId: number, ms: number): Promise<PrintJob> {
  const hasWorker = printQueueEvents.listenerCount("enqueued") > 0;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    for (;;) {
      // Listening before reading: a try that ends between the two is not missed.
      const tried = once(printQueueEvents, triedEvent(jobId), { signal: abort.signal }).catch(
        () => undefined,
      );
      const job = await findPrintJob(db, jobId);
      if (!hasWorker || hasNews(job) || abort.signal.aborted || (await isBehindAnother(db, job))) return job;
      await tried;
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** GET /api/print/jobs/{id}: a job's answer, for the employee who asked for it (or an admin). */
export async function printJobAnswer(
  db: Database,
  jobId: number,
  who: { employeeId: number; isAdmin: boolean; locale: Locale },
): Promise<PrintAnswer> {
  const job = await findPrintJob(db, jobId);
  if (job.createdBy !== who.employeeId && !who.isAdmin)
    throw new AppError("not_found", "No such print job", `Print job ${jobId} does not exist.`);
  return printAnswerOf(job, await readPrinter(db, job.printerId), who.locale);
}
