// The print queue's start with the server (instrumentation): the setting's
// printers written to the database, then a worker that sends what waited.
import type { Database } from "@/lib/db/client";
import type { PrinterConfig } from "@/lib/base/printer-config";
import { syncSettingPrinters } from "./printers";
import { PrintWorker, type PrintWorkerOptions } from "./print-worker";

export async function startPrintQueue(
  db: Database,
  labelPrinters: PrinterConfig[],
  options: PrintWorkerOptions = {},
): Promise<PrintWorker> {
  await syncSettingPrinters(db, labelPrinters);
  return new PrintWorker(db, options).start();
}
