"use client";
// "Set status" (supervisors): any status of the workflow's catalogue, with a
// reason that goes into the line's history.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer, type FieldErrors } from "@/components/ui/field-errors";
import type { SetStatusResult } from "@/lib/holds/set-status";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { useSetPolygonStatus } from "./api/hold-writes";
import { FormFooter } from "@/components/ui/form-footer";

type Props = {
  polygonId: number;
  name: string;
  statuses: WorkflowStatus[];
  currentValue: number | null;
  onClose: () => void;
  onSet: (result: SetStatusResult) => void;
};

export function SetStatusDialog({ polygonId, name, statuses, currentValue, onClose, onSet }: Props) {
  const t = useTranslations("holds");
  const locale = useLocale();
  const setStatus = useSetPolygonStatus();
  const [value, setValue] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const labelOf = (s: WorkflowStatus) => `${locale === "nl" ? s.labelNl : s.labelEn} (${s.value})`;

  const submit = async () => {
    const missing: FieldErrors = {};
    if (!value) missing.statusValue = t("statusRequired");
    if (!reason.trim()) missing.reason = t("reasonRequired");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      onSet(
        await setStatus.mutateAsync({ id: polygonId, statusValue: Number(value), reason: reason.trim() }),
      );
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, t("offline")));
    }
  };

  return (
    <Dialog title={t("setTitle", { name })} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
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
        <FormFooter
          error={errors.form}
          cancelLabel={t("cancel")}
          onCancel={onClose}
          submitLabel={t("setSubmit")}

          isPending={setStatus.isPending}
        />
      </form>
    </Dialog>
  );
}
