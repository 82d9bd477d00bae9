"use client";
// A printer's recent jobs (waiting, sending, printed, failed, cancelled) with
// reprint and cancel, and its state as `~HS` reports it, checked on request.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { printerReadiness } from "@/lib/printing/printer-readiness";
import {
  useJobAction,
  usePrinterState,
  usePrintJobs,
  useTestPrint,
  type PrinterRow,
} from "./api/admin-printers";

function PrinterState({ printer }: { printer: PrinterRow }) {
  const t = useTranslations("printing.admin");
  const check = usePrinterState(printer.id);
  const testPrint = useTestPrint(printer.id);
  // Ready only when the printer answered `~HS` and reports nothing wrong (lib/printing/printer-readiness.ts).
  const readiness = printerReadiness(check.data?.status ?? printer.status);
  const sentence = (() => {
    switch (readiness.state) {
      case "unknown":
        return t("stateUnknown");
      case "ready":
        return t("stateReady");
      case "silent":
        return t("stateSilent");
      case "unreachable":
        return t("stateProblems", { problems: t("unreachable") });
      case "problems":
        return t("stateProblems", { problems: readiness.problems.map((p) => t(p)).join(", ") });
    }
  })();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => check.mutate()} disabled={check.isPending}>
        {t("checkState")}
      </Button>
      <Button variant="secondary" onClick={() => testPrint.mutate()} disabled={testPrint.isPending}>
        {t("testPrint")}
      </Button>
      <p role="status" className="text-lg font-semibold">
        {sentence}
        {testPrint.isSuccess && ` ${t("testPrintQueued")}`}
      </p>
    </div>
  );
}

/**
 * Cancel while a job waits (or was left "sending" past its worker's lease),
 * reprint once it is through; nothing while a worker is sending it.
 */
function JobButton({
  jobId,
  state,
  leaseUntil,
  readAt,
  action,
}: {
  jobId: number;
  state: string;
  leaseUntil: string | null;
  /** When the list was read (ms): the moment the lease is compared with. */
  readAt: number;
  action: ReturnType<typeof useJobAction>;
}) {
  const t = useTranslations("printing.admin");
  const isHeld = state === "sending" && leaseUntil !== null && new Date(leaseUntil).getTime() > readAt;
  if (isHeld) return null;
  const which = state === "waiting" || state === "sending" ? "cancel" : "reprint";
  return (
    <Button
      variant="secondary"
      className="ml-auto"
      disabled={action.isPending}
      onClick={() => action.mutate({ jobId, action: which })}
    >
      {which === "cancel" ? t("cancelJob") : t("reprint")}
    </Button>
  );
}

/** A job's kind as its message key (kinds.…); a raw job shows as package labels, as before. */
const kindKeys = {
  "package-labels": "packageLabels",
  "pallet-label": "palletLabel",
  "job-tickets": "jobTickets",
  "offcut-label": "offcutLabel",
  "test-label": "testLabel",
} as const;

export function PrinterJobs({ printer }: { printer: PrinterRow }) {
  const t = useTranslations("printing.admin");
  const jobs = usePrintJobs(printer.id);
  const format = useFormatter();
  const action = useJobAction(printer.id);
  return (
    <div className="flex flex-col gap-3">
      <PrinterState printer={printer} />
      <h3 className="text-xl font-bold">{t("jobsTitle")}</h3>
      {jobs.isPending ? (
        <p className="text-lg">{t("loading")}</p>
      ) : jobs.error ? (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("loadFailed")}
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="text-lg">{t("noJobs")}</p>
      ) : (
        <ul aria-label={t("jobsOf", { name: printer.name })} className="flex flex-col gap-2">
          {jobs.data.map((job) => (
            <li
              key={job.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border-2 border-gray-300 px-3 py-2 text-lg"
            >
              <span className="font-bold">{t(`states.${job.state}`)}</span>
              <span>{t(`kinds.${kindKeys[job.kind as keyof typeof kindKeys] ?? "packageLabels"}`)}</span>
              <span>{t("labelCount", { count: job.labelCount })}</span>
              <span>{format.dateTime(new Date(job.createdAt), "moment")}</span>
              {job.lastError && job.state !== "printed" && <span className="text-bad">{job.lastError}</span>}
              <JobButton
                jobId={job.id}
                state={job.state}
                leaseUntil={job.leaseUntil}
                readAt={jobs.dataUpdatedAt}
                action={action}
              />
            </li>
          ))}
        </ul>
      )}
      {action.error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {action.error.message}
        </p>
      )}
    </div>
  );
}
