"use client";
// "Roll missing" / "Roll damaged": the cutter says what happened and, for a
// damaged roll, how much is still good. The roll is set aside with its length
// (not zeroed); the plan leaves it and the supervisor's fabric card lists it.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";

export type SetAsideReason = "missing" | "damaged";

export function SetAsideDialog({
  code,
  reason,
  lengthLeftMm,
  isBusy,
  onSave,
  onClose,
}: {
  code: string;
  reason: SetAsideReason;
  lengthLeftMm: number;
  isBusy: boolean;
  onSave: (input: { note: string; goodLengthMm?: number }) => void;
  onClose: () => void;
}) {
  const t = useTranslations("cutList.setAside");
  const id = useId();
  const [note, setNote] = useState("");
  const [good, setGood] = useState("");
  const [errors, setErrors] = useState<{ note?: string; good?: string }>({});
  const save = () => {
    const found: typeof errors = {};
    if (note.trim() === "") found.note = t("noteNeeded");
    const goodLengthMm = Number(good.trim());
    const isGoodValid = /^\d{1,8}$/.test(good.trim()) && goodLengthMm <= lengthLeftMm;
    if (reason === "damaged" && !isGoodValid) found.good = t("goodLengthNeeded");
    setErrors(found);
    if (found.note || found.good) return;
    onSave({ note: note.trim(), ...(reason === "damaged" ? { goodLengthMm } : {}) });
  };
  return (
    <Dialog title={t(reason === "missing" ? "titleMissing" : "titleDamaged", { code })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-lg">{t("intro")}</p>
        <Field
          id={`${id}-note`}
          label={t("note")}
          value={note}
          maxLength={200}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
        {reason === "damaged" && (
          <Field
            id={`${id}-good`}
            label={t("goodLength")}
            inputMode="numeric"
            value={good}
            error={errors.good}
            onChange={(event) => setGood(event.target.value)}
          />
        )}
        <DialogActions cancelLabel={t("cancel")} onCancel={onClose}>
          <Button disabled={isBusy} onClick={save}>
            {t("save")}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
