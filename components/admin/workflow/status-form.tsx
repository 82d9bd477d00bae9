"use client";
// One status of the catalogue: labels in English and Dutch, colour, overdue
// threshold (hours, empty for never). The value of an existing status is fixed.
import { useLocale, useTranslations } from "next-intl";
import { numberOf, numberOrNull } from "@/components/ui/form-values";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { workflowStatusSchema, type WorkflowStatus } from "@/lib/workflow/schemas";
import { useDeleteWorkflowStatus } from "./api/delete-workflow-status";
import { useSaveWorkflowStatus } from "./api/save-workflow-status";
import { WorkflowRowForm } from "./workflow-row-form";

const blank = { value: "", labelEn: "", labelNl: "", colour: "#64748b", overdueAfterHours: "" };

export function StatusForm({ status }: { status?: WorkflowStatus }) {
  const t = useTranslations("workflowAdmin");
  const locale = useLocale();
  const save = useSaveWorkflowStatus();
  const remove = useDeleteWorkflowStatus();
  const isNew = !status;
  const form = useForm(
    status
      ? { ...status, value: String(status.value), overdueAfterHours: String(status.overdueAfterHours ?? "") }
      : blank,
    t("offline"),
  );
  const { values, field } = form;
  const id = (name: string) => `status-${status?.value ?? "new"}-${name}`;

  const submit = async () => {
    const parsed = workflowStatusSchema.safeParse({
      ...values,
      value: numberOf(values.value),
      overdueAfterHours: numberOrNull(values.overdueAfterHours),
    });
    if ((await form.send(parsed, (data) => save.mutateAsync({ status: data, isNew }))) && isNew) form.reset();
  };

  return (
    <WorkflowRowForm
      label={isNew ? t("newStatus") : t("statusLabel", { value: status.value })}
      columns="grid-cols-2 xl:grid-cols-[7rem_1fr_1fr_8rem_8rem_auto]"
      form={form}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" disabled={save.isPending}>
            {isNew ? t("add") : t("save")}
          </Button>
          {!isNew && (
            <ConfirmDeleteButton
              name={`${status.value} ${locale === "nl" ? status.labelNl : status.labelEn}`}
              onDelete={() => remove.mutateAsync(status.value)}
            />
          )}
        </>
      }
    >
      <Field
        isCompact
        id={id("value")}
        label={t("value")}
        inputMode="numeric"
        readOnly={!isNew}
        {...field("value")}
      />
      <Field isCompact id={id("en")} label={t("labelEn")} {...field("labelEn")} />
      <Field isCompact id={id("nl")} label={t("labelNl")} {...field("labelNl")} />
      <Field
        isCompact
        id={id("colour")}
        label={t("colour")}
        type="color"
        className="w-full"
        {...field("colour")}
      />
      <Field
        isCompact
        id={id("overdue")}
        label={t("overdueHours")}
        inputMode="numeric"
        {...field("overdueAfterHours")}
      />
    </WorkflowRowForm>
  );
}
