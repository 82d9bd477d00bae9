"use client";
// After an undo: "why was it undone?" as big buttons with an optional remark.
// A reason is optional here: "No reason" (or the next scan) leaves it be.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";
import { useSendUndoReason } from "@/components/floor/api/undo-reason";
import { ReasonPicker, noReason } from "./reason-picker";

export function UndoReason({
  productionPolygonId,
  onDone,
}: {
  productionPolygonId: number;
  onDone: () => void;
}) {
  const t = useTranslations("reasons.undo");
  const send = useSendUndoReason();
  const [reason, setReason] = useState(noReason);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (reason.reasonId === null) return onDone();
    try {
      await send.mutateAsync({
        productionPolygonId,
        reasonId: reason.reasonId,
        ...(reason.remark.trim() ? { reasonRemark: reason.remark.trim() } : {}),
      });
      onDone();
    } catch (failure) {
      const errors = fieldErrorsOfAnswer(failure, t("failed"));
      setError(errors.form ?? Object.values(errors).find(Boolean) ?? t("failed"));
    }
  };

  return (
    <section
      aria-labelledby="undo-reason-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-gray-400 p-4"
    >
      <h2 id="undo-reason-title" className="text-xl font-bold">
        {t("title")}
      </h2>
      <ReasonPicker kind="undo" id="undo" value={reason} onChange={setReason} />
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled={send.isPending || reason.reasonId === null} onClick={() => void save()}>
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("skip")}
        </Button>
      </div>
    </section>
  );
}
