"use client";
// A supervisor corrects a time entry's start and end (in the tablet's own
// clock, the workshop's); the server keeps the first recorded times and the
// audit trail the correction.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";
import type { WorkTimeReport } from "@/lib/work-time/report";
import { useCorrectEntry } from "./api/correct-entry";

type Entry = WorkTimeReport["entries"][number];

/** An ISO time as a datetime-local value in this browser's zone. */
const localValue = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : "");

export function CorrectEntryDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const t = useTranslations("workTime.report.correct");
  const correct = useCorrectEntry();
  const [startedAt, setStartedAt] = useState(localValue(entry.startedAt));
  const [endedAt, setEndedAt] = useState(entry.endedAt ? localValue(entry.endedAt) : "");
  const errors = correct.isError ? fieldErrorsOfAnswer(correct.error, t("offline")) : {};
  return (
    <DialogForm
      title={t("title", { name: entry.employeeName })}
      onClose={onClose}
      // A refusal shows at its field (correct.error above); only a saved correction closes.
      onSubmit={() =>
        correct
          .mutateAsync({
            id: entry.id,
            startedAt: isoOf(startedAt),
            endedAt: endedAt ? isoOf(endedAt) : null,
          })
          .then(onClose, () => undefined)
      }
      error={errors.form}
      cancelLabel={t("cancel")}
      submitLabel={t("save")}
      isPending={correct.isPending}
    >
      <Field
        id="correct-started"
        label={t("startedAt")}
        type="datetime-local"
        required
        value={startedAt}
        onChange={(e) => setStartedAt(e.target.value)}
        error={errors.startedAt}
      />
      <Field
        id="correct-ended"
        label={t("endedAt")}
        hint={entry.endedAt ? undefined : t("stillRunning")}
        type="datetime-local"
        required={entry.endedAt !== null}
        value={endedAt}
        onChange={(e) => setEndedAt(e.target.value)}
        error={errors.endedAt}
      />
    </DialogForm>
  );
}
