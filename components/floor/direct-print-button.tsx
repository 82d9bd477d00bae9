"use client";
// Prints on the station's label printer with no dialog; a station with no
// printer offers the browser's print page in a new tab, and so does a printer
// that cannot be reached after a few seconds (browser-print-fallback.tsx).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { ApiError } from "@/lib/http/fetch-json";
import { isNoPrinter, stationOf, usePrint, type PrintInput } from "@/components/floor/api/print";
import { PrintProgress } from "./print-progress";
import { BrowserPrintOffer, NoPrinterDialog } from "./browser-print-fallback";

type Props = {
  label: string;
  target: PrintInput["target"];
  /** The browser's print page for the same labels. */
  fallbackHref: string;
  departmentId?: number | null;
  variant?: ButtonVariant;
  className?: string;
};

export function DirectPrintButton({ label, target, fallbackHref, departmentId, variant, className }: Props) {
  const t = useTranslations("printing.print");
  const print = usePrint();
  const settings = useScannerSettings();
  const isQueued = useQueuedFeedback();
  const [isFallbackOpen, setFallbackOpen] = useState(false);
  const send = () =>
    print.mutate(
      { target, ...stationOf(settings, departmentId) },
      {
        onError: (error) => {
          if (isNoPrinter(error)) setFallbackOpen(true);
          else isQueued(error);
        },
      },
    );
  const failure =
    print.error instanceof ApiError && !isNoPrinter(print.error)
      ? (print.error.problem.detail ?? print.error.problem.title)
      : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant={variant} className={className} onClick={send} disabled={print.isPending}>
        {label}
      </Button>
      <span role="status" className="text-base font-semibold">
        {print.isSuccess ? (
          <PrintProgress key={print.data.job.id} answer={print.data} />
        ) : failure ? (
          t("failed", { reason: failure })
        ) : (
          ""
        )}
      </span>
      {print.isSuccess && (
        <BrowserPrintOffer key={print.data.job.id} answer={print.data} href={fallbackHref} />
      )}
      {isFallbackOpen && <NoPrinterDialog href={fallbackHref} onClose={() => setFallbackOpen(false)} />}
    </span>
  );
}
