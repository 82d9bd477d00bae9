"use client";
// What undo would reverse, named before it is done (package, line, action, who,
// when); after an orange "already packed" scan it says undo reaches back past it.
// The question itself is the shared one (components/ui/undo-confirm-dialog.tsx).
import { useFormatter, useTranslations } from "next-intl";
import { UndoConfirmDialog as UndoQuestion } from "@/components/ui/undo-confirm-dialog";
import type { UndoPreview } from "@/lib/packing/undo-preview";

const actions = ["pack", "unpack", "nest", "unnest", "status"] as const;
type Action = (typeof actions)[number];
const isAction = (value: string): value is Action => actions.some((a) => a === value);

type Props = { preview: UndoPreview & { isPastIdle: boolean }; onConfirm: () => void; onCancel: () => void };

export function UndoConfirmDialog({ preview, onConfirm, onCancel }: Props) {
  const t = useTranslations("packUndo");
  const format = useFormatter();
  return (
    <UndoQuestion
      title={preview.isPastIdle ? t("confirmTitle") : t("confirmTitleLast")}
      intro={preview.isPastIdle ? t("confirmIntro") : t("confirmIntroLast")}
      what={t("confirmWhat", {
        barcode: preview.barcode ?? "?",
        project: preview.projectNumber ?? "?",
        line: preview.lineNumber ?? "?",
        action: isAction(preview.action) ? t(`action.${preview.action}`) : preview.action,
        when: format.dateTime(new Date(preview.at), "weekdayMoment"),
      })}
      details={<p className="text-xl">{t("confirmWho", { name: preview.by })}</p>}
      keepLabel={t("confirmCancel")}
      undoLabel={t("confirmSubmit")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
