"use client";
// A ticket scanned again within a few seconds (a scanner that fired twice, or
// a second scan meant as "done"): nothing moves by itself. What it asks follows
// what the first scan did: after a start "Is this line done?"; after a Done it
// says so and offers Undo, with OK focused so a stray Enter changes nothing.
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ticketCode } from "@/lib/polygons/ticket-code";

type Props = {
  polygonId: number;
  seconds: number;
  /** The first scan's step; "unknown" when it was kept offline. */
  after: "start" | "finish" | "unknown";
  onDone: () => void;
  onUndo: () => void;
  onCancel: () => void;
};

export function RepeatScanDialog({ polygonId, seconds, after, onDone, onUndo, onCancel }: Props) {
  const t = useTranslations("stationTools");
  const focusRef = useRef<HTMLButtonElement>(null);
  const polygon = ticketCode(polygonId);
  return (
    <Dialog title={t("repeatTitle", { polygon, seconds })} onClose={onCancel} initialFocus={focusRef}>
      {after === "finish" ? (
        <>
          <p className="text-2xl font-semibold">{t("repeatAlreadyDone", { polygon })}</p>
          <p className="text-xl">{t("repeatAlreadyDoneHint")}</p>
          <div className="flex flex-wrap gap-4">
            <Button ref={focusRef} className="min-h-24 flex-1 text-4xl font-black" onClick={onCancel}>
              {t("repeatOk")}
            </Button>
            <Button variant="secondary" className="min-h-24 text-2xl" onClick={onUndo}>
              {t("repeatUndo")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-2xl">{t("repeatQuestion")}</p>
          <div className="flex flex-wrap gap-4">
            <Button ref={focusRef} className="min-h-24 flex-1 text-4xl font-black" onClick={onDone}>
              {t("repeatDone")}
            </Button>
            <Button variant="secondary" className="min-h-24 text-2xl" onClick={onCancel}>
              {t("repeatCancel")}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
