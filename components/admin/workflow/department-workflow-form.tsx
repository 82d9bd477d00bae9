"use client";
// One department's workflow: the values it picks up ("waiting"), the value set
// when work starts (none: a scan goes straight to done), at done, and on hold,
// each chosen from the status catalogue; and its Dutch name (the upstream's
// name is the English one); whether its operators may release a hold.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { numberOf, numberOrNull } from "@/components/ui/form-values";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import {
  departmentWorkflowSchema,
  type DepartmentWorkflow,
  type WorkflowStatus,
} from "@/lib/workflow/schemas";
import { useSaveDepartmentWorkflow } from "./api/save-department-workflow";
import { WorkflowRowForm } from "./workflow-row-form";

type Props = {
  code: string;
  name: string;
  workflow: DepartmentWorkflow | null;
  statuses: WorkflowStatus[];
};

export function DepartmentWorkflowForm({ code, name, workflow, statuses }: Props) {
  const t = useTranslations("workflowAdmin");
  const locale = useLocale();
  const save = useSaveDepartmentWorkflow();
  const form = useForm(
    {
      waitingValues: workflow?.waitingValues ?? [],
      startedValue: String(workflow?.startedValue ?? ""),
      doneValue: String(workflow?.doneValue ?? ""),
      onHoldValue: String(workflow?.onHoldValue ?? 900),
      nameNl: workflow?.nameNl ?? "",
    },
    t("offline"),
  );
  const { values, field } = form;
  const [operatorMayRelease, setOperatorMayRelease] = useState(workflow?.operatorMayRelease ?? false);
  const id = (part: string) => `workflow-${code}-${part}`;
  const labelOf = (s: WorkflowStatus) => `${s.value} · ${locale === "nl" ? s.labelNl : s.labelEn}`;
  // A value the catalogue no longer has stays choosable, named by its number.
  const known = new Set(statuses.map((s) => s.value));
  const used = [values.waitingValues, values.startedValue, values.doneValue, values.onHoldValue]
    .flat()
    .map(Number)
    .filter((v) => v > 0 && !known.has(v));
  const options = [
    ...statuses.map((s) => ({ value: s.value, label: labelOf(s) })),
    ...[...new Set(used)].map((v) => ({ value: v, label: String(v) })),
  ];
  const select = (part: string, key: "startedValue" | "doneValue" | "onHoldValue", noneLabel?: string) => (
    <Field as="select" isCompact id={id(part)} label={t(key)} {...field(key)}>
      <option value="">{noneLabel ?? t("choose")}</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </Field>
  );

  const submit = async () => {
    const parsed = departmentWorkflowSchema.safeParse({
      departmentCode: code,
      waitingValues: values.waitingValues,
      startedValue: numberOrNull(values.startedValue),
      doneValue: numberOf(values.doneValue),
      onHoldValue: numberOf(values.onHoldValue),
      nameNl: values.nameNl,
      operatorMayRelease,
    });
    await form.send(parsed, (data) => save.mutateAsync(data));
  };

  return (
    <WorkflowRowForm
      label={t("departmentLabel", { name, code })}
      columns="grid-cols-1 md:grid-cols-[12rem_1fr] xl:grid-cols-[12rem_1fr_auto]"
      form={form}
      onSubmit={submit}
      actions={
        <Button type="submit" disabled={save.isPending}>
          {t("save")}
        </Button>
      }
    >
      <p className="pt-8 text-lg font-bold">
        {name} <span className="font-normal">({code})</span>
        {!workflow && <span className="text-bad block text-base">{t("noWorkflow")}</span>}
      </p>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          <Field isCompact id={id("name-nl")} label={t("nameNl")} className="w-48" {...field("nameNl")} />
          {select("started", "startedValue", t("noStartedValue"))}
          {select("done", "doneValue")}
          {select("hold", "onHoldValue")}
          <label className="flex min-h-12 items-center gap-2 pt-6 text-base">
            <input
              type="checkbox"
              className="size-8 shrink-0"
              checked={operatorMayRelease}
              onChange={(event) => {
                form.set({});
                setOperatorMayRelease(event.target.checked);
              }}
            />
            {t("operatorMayRelease")}
          </label>
        </div>
        <CheckboxGroup
          id={id("waiting")}
          legend={t("waitingValues")}
          options={options}
          selected={values.waitingValues}
          onChange={(waitingValues) => form.set({ waitingValues })}
          error={form.errors.waitingValues}
        />
      </div>
    </WorkflowRowForm>
  );
}
