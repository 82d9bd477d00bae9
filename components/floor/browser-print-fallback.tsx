"use client";
// When the label printer cannot print, the browser's print page, without
// leaving the screen (issue 28, item 10): a /pack with a pallet being built or
// a line scanned stays as it was. The page opens in a new tab from a tap (a tab
// opened after the server's answer would be a blocked popup), where its own
// Print button prints it; closing that tab returns to the screen untouched.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { usePrintJob } from "@/components/floor/api/print-job";
import type { PrintAnswer } from "@/lib/printing/print-request";

/** How long a label may wait for a printer that cannot be reached before the browser is offered. */
export const browserOfferAfterMs = 4_000;

function OpenInBrowser({ href, variant }: { href: string; variant?: ButtonVariant }) {
  const t = useTranslations("printing.fallback");
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses(variant)}>
      {t("open")}
    </a>
  );
}

/** No printer serves this tablet: a dialog that opens the label's print page in a new tab. */
export function NoPrinterDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const t = useTranslations("printing.fallback");
  return (
    <Dialog title={t("noPrinterTitle")} onClose={onClose} closesOnBackdrop>
      <p className="text-lg">{t("noPrinterBody")}</p>
      <div className="flex flex-wrap gap-3">
        <OpenInBrowser href={href} />
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A job still unprinted after a few seconds because its printer cannot be
 * reached (or has not answered at all): "Print in the browser instead". The
 * job stays queued and prints when the printer is back.
 */
export function BrowserPrintOffer({ answer, href }: { answer: PrintAnswer; href: string }) {
  const t = useTranslations("printing.fallback");
  const job = usePrintJob(answer).data;
  const [isLate, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), browserOfferAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const isStuck = !job.isSettled && (job.waitingFor.length === 0 || job.waitingFor.includes("unreachable"));
  if (!isLate || !isStuck) return null;
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
      {t("instead")}
    </a>
  );
}
