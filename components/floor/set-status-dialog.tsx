"use client";
// "Set status" (supervisors): any status of the workflow's catalogue, with a
// reason that goes into the line's history.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { DialogForm, useDialogSubmit } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import type { FieldErrors } from "@/components/ui/field-errors";
import type { SetStatusResult } from "@/lib/holds/set-status";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { useSetPolygonStatus } from "@/components/floor/api/hold-writes";

/** A line and where it stands: what the hold actions and this dialog are about. */
export type LineStatus = {
  polygonId: number;
  /** The line as the screen names it (project · line · ticket). */
  name: string;
  /** The workflow's status catalogue. */
  statuses: WorkflowStatus[];
  currentValue: number | null;
};

type Props = LineStatus & { onClose: () => void; onSet: (result: SetStatusResult) => void };

export function SetStatusDialog({ polygonId, name, statuses, currentValue, onClose, onSet }: Props) {
  const t = useTranslations("holds");
  const locale = useLocale();
  const setStatus = useSetPolygonStatus();
  const [value, setValue] = useState("");
  const [reason, setReason] = useState("");
  const { errors, submit } = useDialogSubmit(t("offline"));
  const labelOf = (s: WorkflowStatus) => `${locale === "nl" ? s.labelNl : s.labelEn} (${s.value})`;

  const send = () => {
    const missing: FieldErrors = {};
    if (!value) missing.statusValue = t("statusRequired");
    if (!reason.trim()) missing.reason = t("reasonRequired");
    return submit(missing, async () =>
      onSet(
        await setStatus.mutateAsync({ id: polygonId, statusValue: Number(value), reason: reason.trim() }),
      ),
    );
  };

  return (
    <DialogForm
      title={t("setTitle", { name })}
      onClose={onClose}
      onSubmit={send}
      error={errors.form}
      cancelLabel={t("cancel")}
      submitLabel={t("setSubmit")}
      isPending={setStatus.isPending}
    >
      <Field
        as="select"
        id={`set-status-${polygonId}`}
        label={t("newStatus")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={errors.statusValue}
      >
        <option value="">{t("chooseStatus")}</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.value} disabled={s.value === currentValue}>
            {labelOf(s)}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        id={`set-status-reason-${polygonId}`}
        label={t("reason")}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
    </DialogForm>
  );
}
