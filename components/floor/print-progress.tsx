"use client";
// The sentence of a print job for the person who printed: "Printed: 1 label on
// Pack 1", or "Waiting: Pack 1 is out of paper — it prints when ready" until it
// prints (the job is asked after every 2 s while it waits; docs/printing.md).
import type { PrintAnswer } from "@/lib/printing/print-request";
import { usePrintJob } from "@/components/floor/api/print-job";

export function PrintProgress({ answer }: { answer: PrintAnswer }) {
  const job = usePrintJob(answer);
  const now = job.data;
  const isWaiting = now.waitingFor.length > 0;
  return (
    <span data-print-state={now.job.state} className={isWaiting ? "text-amber-900" : undefined}>
      {now.message}
    </span>
  );
}
