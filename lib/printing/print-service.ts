// What the routes and screens call: printers (list, save, delete, status,
// which one a station uses) and the queue (print labels as one job, list,
// reprint, cancel). Every function takes the database; a stored job wakes the
// worker of this process (lib/printing/print-worker.ts), others poll.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { labelsToPrintSchema, type LabelsToPrint } from "./label-data";
import type { Printer, PrinterInput, PrinterStatus } from "@/lib/base/printer-config";
import {
  readPrinter,
  readPrinters,
  removePrinter,
  stationPrinter,
  writePrinter,
  writePrinterStatus,
  type Station,
} from "./printers";
import {
  cancelPrintJob,
  countPrintJobs,
  findPrintJob,
  insertPrintJob,
  listPrintJobs,
  type PrintJob,
} from "./print-jobs";
import { printQueueEvents } from "./print-worker";
import { allowedNetworkList, checkPrinterHost } from "./printer-address-policy";
import { printerReadiness, type PrinterReadiness } from "./printer-readiness";
import { queryHostStatus } from "./raw-transport";
import { labelsZpl, testLabelZpl } from "./zpl-templates";
import { loadProductNames } from "@/lib/workflow/product-names";

export type { Printer, PrinterInput, PrintJob, LabelsToPrint, Station };

/** Who asks, and the request's Idempotency-Key: the same key again gives the same job, printed once. */
export type PrintRequester = { employeeId: number | null; requestRef?: string | null; now?: Date };

export const listPrinters = (db: Database): Promise<Printer[]> => readPrinters(db);

/**
 * Adds or changes a printer. The address must be a host on the workshop's
 * network (lib/printing/printer-address-policy.ts), unless it is a printer of
 * LABEL_PRINTERS, whose address the admin cannot change.
 */
export async function savePrinter(
  db: Database,
  input: PrinterInput & { id?: number },
  /** PRINTER_ALLOWED_NETWORKS, given by the route (lib/env.ts reads the settings; it imports this feature's parser). */
  { allowedNetworks }: { allowedNetworks: readonly string[] },
): Promise<Printer> {
  const current = input.id === undefined ? null : await readPrinter(db, input.id);
  if (current?.source === "setting") return writePrinter(db, input);
  const host = await checkPrinterHost(input.host, allowedNetworkList(allowedNetworks));
  return writePrinter(db, { ...input, host });
}

export const deletePrinter = (db: Database, printerId: number, now = new Date()): Promise<void> =>
  removePrinter(db, printerId, now);

/** The printer a station prints on, or null: then the browser's print page is the fallback. */
export async function findStationPrinter(db: Database, station: Station): Promise<Printer | null> {
  return stationPrinter(await readPrinters(db), station);
}

/** The label stock a printer is loaded with. */
const mediaOf = (printer: Printer) => ({
  dotsPerMm: printer.dotsPerMm,
  widthMm: printer.labelWidthMm,
  heightMm: printer.labelHeightMm,
});

/** Stores the labels as ONE job on the printer (a project's labels, a department's tickets) and wakes the worker. */
export async function enqueueLabels(
  db: Database,
  printerId: number,
  request: LabelsToPrint,
  { locale, copies = 1, ...by }: PrintRequester & { locale: Locale; copies?: number },
): Promise<PrintJob> {
  const labels = labelsToPrintSchema.parse(request);
  const printer = await readPrinter(db, printerId);
  const job = await insertPrintJob(db, {
    printerId,
    kind: labels.kind,
    payload: labelsZpl(mediaOf(printer), labels, locale, copies, await loadProductNames(db)),
    labelCount: labels.labels.length,
    copies,
    requestRef: by.requestRef ?? null,
    createdBy: by.employeeId,
    now: by.now ?? new Date(),
  });
  printQueueEvents.emit("enqueued", job);
  return job;
}

/** A small label with the printer's name and the moment, through the queue like any job. */
export async function printTestLabel(
  db: Database,
  printerId: number,
  { locale, ...by }: PrintRequester & { locale: Locale },
): Promise<PrintJob> {
  const printer = await readPrinter(db, printerId);
  const now = by.now ?? new Date();
  const job = await insertPrintJob(db, {
    printerId,
    kind: "test-label",
    payload: testLabelZpl(mediaOf(printer), printer.name, now, locale),
    labelCount: 1,
    copies: 1,
    requestRef: by.requestRef ?? null,
    createdBy: by.employeeId,
    now,
  });
  printQueueEvents.emit("enqueued", job);
  return job;
}

/** The printer's jobs, newest first: waiting, sending, printed, failed and cancelled. */
export async function listJobs(db: Database, printerId: number, limit = 100): Promise<PrintJob[]> {
  await readPrinter(db, printerId);
  return listPrintJobs(db, printerId, limit);
}

/** Prints a job again: a new job with the same labels (the first stays as it was). */
export async function reprint(db: Database, jobId: number, by: PrintRequester): Promise<PrintJob> {
  const original = await findPrintJob(db, jobId);
  if (original.state === "waiting" || original.state === "sending") {
    throw new AppError(
      "conflict",
      "This job has not been printed yet",
      `Print job ${jobId} is ${original.state}.`,
    );
  }
  const job = await insertPrintJob(db, {
    printerId: original.printerId,
    kind: original.kind,
    payload: original.payload,
    labelCount: original.labelCount,
    copies: original.copies,
    requestRef: by.requestRef ?? null,
    createdBy: by.employeeId,
    reprintOf: original.id,
    now: by.now ?? new Date(),
  });
  printQueueEvents.emit("enqueued", job);
  return job;
}

/** Cancels a waiting job, or one left "sending" past its worker's lease. */
export const cancel = (db: Database, jobId: number, now = new Date()): Promise<PrintJob> =>
  cancelPrintJob(db, jobId, now);

/** Asks the printer `~HS` now and keeps the answer: paper out, head open, paused, silent (no answer), or not reachable. */
export async function printerStatus(
  db: Database,
  printerId: number,
  { timeoutMs = 2_000, now = new Date() }: { timeoutMs?: number; now?: Date } = {},
): Promise<{
  printer: Printer;
  status: PrinterStatus;
  readiness: PrinterReadiness;
  jobs: Record<PrintJob["state"], number>;
}> {
  const printer = await readPrinter(db, printerId);
  const status = await queryHostStatus(printer, timeoutMs);
  await writePrinterStatus(db, printerId, status, now);
  const jobs = await countPrintJobs(db, printerId);
  return {
    printer: { ...printer, status, statusCheckedAt: now },
    status,
    readiness: printerReadiness(status),
    jobs,
  };
}
