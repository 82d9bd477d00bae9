"use client";
// One status of the catalogue: labels in English and Dutch, colour, overdue
// threshold (hours, empty for never). The value of an existing status is fixed.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { workflowStatusSchema, type WorkflowStatus } from "@/lib/workflow/schemas";
import { useDeleteWorkflowStatus } from "./api/delete-workflow-status";
import { useSaveWorkflowStatus } from "./api/save-workflow-status";
import { fieldErrorsOfResponse, fieldErrorsOfZod, numberOrNull, type FieldErrors } from "./field-errors";
import { FormField } from "./form-field";

const blank = { value: "", labelEn: "", labelNl: "", colour: "#64748b", overdueAfterHours: "" };

export function StatusForm({ status }: { status?: WorkflowStatus }) {
  const t = useTranslations("workflowAdmin");
  const save = useSaveWorkflowStatus();
  const remove = useDeleteWorkflowStatus();
  const isNew = !status;
  const [form, setForm] = useState(
    status
      ? { ...status, value: String(status.value), overdueAfterHours: String(status.overdueAfterHours ?? "") }
      : blank,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const prefix = `status-${status?.value ?? "new"}`;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setForm({ ...form, [key]: event.target.value });
  };

  const submit = async () => {
    const parsed = workflowStatusSchema.safeParse({
      ...form,
      value: form.value.trim() === "" ? Number.NaN : Number(form.value),
      overdueAfterHours: numberOrNull(form.overdueAfterHours),
    });
    if (!parsed.success) return setErrors(fieldErrorsOfZod(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ status: parsed.data, isNew });
      setSaved(true);
      if (isNew) setForm(blank);
    } catch (error) {
      setErrors(fieldErrorsOfResponse(error, t("offline")));
    }
  };

  const label = isNew ? t("newStatus") : t("statusLabel", { value: status.value });
  return (
    <form
      aria-label={label}
      noValidate
      className="grid grid-cols-[7rem_1fr_1fr_8rem_8rem_auto] items-start gap-3 border-b-2 border-gray-200 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        id={`${prefix}-value`}
        label={t("value")}
        inputMode="numeric"
        value={form.value}
        onChange={set("value")}
        readOnly={!isNew}
        error={errors.value}
      />
      <FormField
        id={`${prefix}-en`}
        label={t("labelEn")}
        value={form.labelEn}
        onChange={set("labelEn")}
        error={errors.labelEn}
      />
      <FormField
        id={`${prefix}-nl`}
        label={t("labelNl")}
        value={form.labelNl}
        onChange={set("labelNl")}
        error={errors.labelNl}
      />
      <FormField
        id={`${prefix}-colour`}
        label={t("colour")}
        type="color"
        value={form.colour}
        onChange={set("colour")}
        error={errors.colour}
        className="w-full"
      />
      <FormField
        id={`${prefix}-overdue`}
        label={t("overdueHours")}
        inputMode="numeric"
        value={form.overdueAfterHours}
        onChange={set("overdueAfterHours")}
        error={errors.overdueAfterHours}
      />
      <div className="flex flex-col gap-2 pt-7">
        <Button type="submit" disabled={save.isPending}>
          {isNew ? t("add") : t("save")}
        </Button>
        {!isNew && (
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(status.value, {
                onError: (e) => setErrors(fieldErrorsOfResponse(e, t("offline"))),
              })
            }
          >
            {t("delete")}
          </Button>
        )}
        {saved && (
          <p role="status" className="text-ok font-semibold">
            {t("saved")}
          </p>
        )}
        {errors.form && (
          <p role="alert" className="text-bad font-semibold">
            {errors.form}
          </p>
        )}
      </div>
    </form>
  );
}
