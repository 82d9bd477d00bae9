"use client";
// What came of a roll's end: waste, or an offcut with its label. The label
// prints on the station's printer; without one (or while it cannot be
// reached) the offcut's label page opens in a new tab through the stations'
// own browser fallback (components/floor/browser-print-fallback.tsx).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { BrowserPrintOffer, NoPrinterDialog } from "@/components/floor/browser-print-fallback";
import { PrintProgress } from "@/components/floor/print-progress";
import { buttonClasses } from "@/components/ui/button";
import type { LeftoverAnswer } from "./api/leave-leftover";

/** The offcut label's print page (app/(print)/stations/[departmentId]/offcuts/[rollId]). */
export const offcutLabelHref = (departmentId: number, offcutId: number) =>
  `/stations/${departmentId}/offcuts/${offcutId}`;

export function LeftoverOutcome({
  departmentId,
  answer,
  wasteMm,
}: {
  departmentId: number;
  answer: LeftoverAnswer;
  wasteMm: number;
}) {
  const t = useTranslations("cutList.leftover");
  const { offcut, roll, print } = answer;
  // No printer serves this station: the fallback dialog opens at once, as the stations' Print does.
  const [isDialogOpen, setDialogOpen] = useState(offcut !== null && print === null);
  const box = "bg-ok text-ok-fg flex flex-col gap-2 rounded-xl p-4 text-xl font-semibold";
  const line = "flex flex-wrap items-center gap-3 rounded-lg bg-white px-3 py-2 text-black";
  if (!offcut)
    return (
      <div role="status" className={box}>
        <p>{t("waste", { length: wasteMm, code: roll.code })}</p>
      </div>
    );
  const size = { code: offcut.code, width: offcut.widthMm, length: offcut.lengthMm };
  const href = offcutLabelHref(departmentId, offcut.id);
  return (
    <div role="status" className={box}>
      <p>{offcut.place ? t("offcut", { ...size, place: offcut.place }) : t("offcutNoPlace", size)}</p>
      {answer.shortfallMm > 0 && <p>{t("shortfall", { length: answer.shortfallMm, code: roll.code })}</p>}
      {/* On white: the print progress has colours of its own (amber while it waits), unreadable on green. */}
      {print ? (
        <p className={line}>
          <PrintProgress answer={print} />
          <BrowserPrintOffer key={print.job.id} answer={print} href={href} />
        </p>
      ) : (
        <p className={line}>
          <span>{t("noPrinter")}</span>
          <a href={href} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
            {t("printInBrowser")}
          </a>
        </p>
      )}
      {isDialogOpen && <NoPrinterDialog href={href} onClose={() => setDialogOpen(false)} />}
    </div>
  );
}
