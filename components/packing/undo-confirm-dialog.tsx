"use client";
// What undo would reverse, named before it is done (package, line, action, who,
// when); after an orange "already packed" scan it says undo reaches back past it.
import { useRef } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { UndoPreview } from "@/lib/packing/undo-preview";

const actions = ["pack", "unpack", "nest", "unnest", "status"] as const;
type Action = (typeof actions)[number];
const isAction = (value: string): value is Action => actions.some((a) => a === value);

type Props = { preview: UndoPreview & { isPastIdle: boolean }; onConfirm: () => void; onCancel: () => void };

export function UndoConfirmDialog({ preview, onConfirm, onCancel }: Props) {
  const t = useTranslations("packUndo");
  const format = useFormatter();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={preview.isPastIdle ? t("confirmTitle") : t("confirmTitleLast")}
      onClose={onCancel}
      initialFocus={keepRef}
    >
      <p className="text-xl">{preview.isPastIdle ? t("confirmIntro") : t("confirmIntroLast")}</p>
      <p className="border-warn rounded-lg border-4 p-4 text-2xl font-bold">
        {t("confirmWhat", {
          barcode: preview.barcode ?? "?",
          project: preview.projectNumber ?? "?",
          line: preview.lineNumber ?? "?",
          action: isAction(preview.action) ? t(`action.${preview.action}`) : preview.action,
          when: format.dateTime(new Date(preview.at), "weekdayMoment"),
        })}
      </p>
      <p className="text-xl">{t("confirmWho", { name: preview.by })}</p>
      <div className="flex flex-wrap justify-end gap-4">
        <Button ref={keepRef} variant="secondary" className="min-h-16 px-8 text-2xl" onClick={onCancel}>
          {t("confirmCancel")}
        </Button>
        <Button variant="danger" className="min-h-16 px-8 text-2xl" onClick={onConfirm}>
          {t("confirmSubmit")}
        </Button>
      </div>
    </Dialog>
  );
}
