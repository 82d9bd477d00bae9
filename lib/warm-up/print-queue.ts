// The print queue's start with the server: the LABEL_PRINTERS printers written
// to the database, then the worker that sends what waits (docs/printing.md).
// Here because lib/warm-up is the one composition root the server's start may
// call into a feature through. There is no shutdown hook to stop it: a job cut
// off by the process ending keeps its lease and is sent again (docs/printing.md).
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { startPrintQueue } from "@/lib/printing/start-print-queue";
import { processWide } from "@/lib/base/process-wide";

const started = processWide<{ isStarted: boolean }>("print-queue-started", () => ({ isStarted: false }));

/** Starts the queue once per process (a failure stops the start, as any database failure does). */
export async function startPrintQueueWithServer(db: Database): Promise<void> {
  if (started.isStarted) return;
  started.isStarted = true;
  const printers = env().LABEL_PRINTERS;
  await startPrintQueue(db, printers);
  console.info(`[startup] print queue started (${printers.length} printer(s) from LABEL_PRINTERS)`);
}
