"use client";
// A ticket scanned again within a few seconds (a scanner that fired twice, or
// a second scan meant as "done"): nothing moves until the big "Done" is tapped.
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ticketCode } from "@/lib/polygons/ticket-code";

type Props = { polygonId: number; seconds: number; onDone: () => void; onCancel: () => void };

export function RepeatScanDialog({ polygonId, seconds, onDone, onCancel }: Props) {
  const t = useTranslations("stationTools");
  const doneRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t("repeatTitle", { polygon: ticketCode(polygonId), seconds })}
      onClose={onCancel}
      initialFocus={doneRef}
    >
      <p className="text-2xl">{t("repeatQuestion")}</p>
      <div className="flex flex-wrap gap-4">
        <Button ref={doneRef} className="min-h-24 flex-1 text-4xl font-black" onClick={onDone}>
          {t("repeatDone")}
        </Button>
        <Button variant="secondary" className="min-h-24 text-2xl" onClick={onCancel}>
          {t("repeatCancel")}
        </Button>
      </div>
    </Dialog>
  );
}
