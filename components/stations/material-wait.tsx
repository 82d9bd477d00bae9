"use client";
// A line that still waits for material (entries not matched, or defective):
// the card says so, and its Start/Done asks first, with the reason in words;
// so does a ticket scan of it (use-ticket-scans.tsx).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { QueueItem } from "@/lib/stations/stations";

type Waiting = Pick<QueueItem, "unmatchedMaterials" | "materialDefects">;

export const isWaitingForMaterial = (item: Waiting) =>
  item.unmatchedMaterials > 0 || item.materialDefects > 0;

/** The card's line: what is missing (nothing when nothing is). */
export function MaterialWaitNotice({ item }: { item: Waiting }) {
  const t = useTranslations("station.material");
  if (!isWaitingForMaterial(item)) return null;
  return (
    <p className="bg-bad text-bad-fg mt-1 inline-block rounded px-3 py-1 text-lg font-bold">
      {[
        item.unmatchedMaterials > 0 ? t("unmatched", { count: item.unmatchedMaterials }) : null,
        item.materialDefects > 0 ? t("defects", { count: item.materialDefects }) : null,
      ]
        .filter(Boolean)
        .join(" · ")}
    </p>
  );
}

/** "Start anyway?" before a step on a line still waiting for material. */
export function MaterialWaitConfirm({
  item,
  title,
  step,
  onConfirm,
  onClose,
  isScan = false,
}: {
  item: Waiting;
  /** The card's title (project · line · ticket). */
  title: string;
  step: "start" | "finish";
  onConfirm: () => void;
  onClose: () => void;
  /** Asked by a ticket scan: a second scan of the same ticket answers yes. */
  isScan?: boolean;
}) {
  const t = useTranslations("station.material");
  return (
    <Dialog
      title={t(step === "start" ? "confirmStartTitle" : "confirmDoneTitle", { title })}
      onClose={onClose}
    >
      <MaterialWaitNotice item={item} />
      <p className="text-xl">{t("confirmText")}</p>
      {isScan && <p className="text-xl font-semibold">{t("scanAgain")}</p>}
      <div className="flex flex-wrap gap-3">
        <Button className="min-h-16 min-w-48 text-2xl" onClick={onConfirm}>
          {t(step === "start" ? "startAnyway" : "doneAnyway")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
