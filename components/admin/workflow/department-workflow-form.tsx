"use client";
// One department's workflow: the values it picks up ("waiting"), the value set
// when work starts (empty: none, a scan goes straight to done), at done, and on hold.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { numberOf, numberOrNull, numbersOf } from "@/components/admin/form-values";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { departmentWorkflowSchema, type DepartmentWorkflow } from "@/lib/workflow/schemas";
import { useSaveDepartmentWorkflow } from "./api/save-department-workflow";
import { WorkflowRowForm } from "./workflow-row-form";

type Props = { code: string; name: string; workflow: DepartmentWorkflow | null };

export function DepartmentWorkflowForm({ code, name, workflow }: Props) {
  const t = useTranslations("workflowAdmin");
  const save = useSaveDepartmentWorkflow();
  const form = useForm(
    {
      waitingValues: workflow?.waitingValues.join(", ") ?? "",
      startedValue: String(workflow?.startedValue ?? ""),
      doneValue: String(workflow?.doneValue ?? ""),
      onHoldValue: String(workflow?.onHoldValue ?? 900),
    },
    t("offline"),
  );
  const { values, field } = form;
  const [operatorMayRelease, setOperatorMayRelease] = useState(workflow?.operatorMayRelease ?? false);
  const id = (part: string) => `workflow-${code}-${part}`;

  const submit = async () => {
    const parsed = departmentWorkflowSchema.safeParse({
      departmentCode: code,
      waitingValues: numbersOf(values.waitingValues),
      startedValue: numberOrNull(values.startedValue),
      doneValue: numberOf(values.doneValue),
      onHoldValue: numberOf(values.onHoldValue),
      operatorMayRelease,
    });
    await form.send(parsed, (data) => save.mutateAsync(data));
  };

  return (
    <WorkflowRowForm
      label={t("departmentLabel", { name, code })}
      columns="grid-cols-[12rem_1fr_8rem_8rem_8rem_10rem_auto]"
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
      <Field isCompact id={id("waiting")} label={t("waitingValues")} {...field("waitingValues")} />
      <Field
        isCompact
        id={id("started")}
        label={t("startedValue")}
        inputMode="numeric"
        {...field("startedValue")}
      />
      <Field isCompact id={id("done")} label={t("doneValue")} inputMode="numeric" {...field("doneValue")} />
      <Field
        isCompact
        id={id("hold")}
        label={t("onHoldValue")}
        inputMode="numeric"
        {...field("onHoldValue")}
      />
      <label className="flex min-h-12 items-center gap-2 pt-6 text-base">
        <input
          type="checkbox"
          className="size-6 shrink-0"
          checked={operatorMayRelease}
          onChange={(event) => setOperatorMayRelease(event.target.checked)}
        />
        {t("operatorMayRelease")}
      </label>
    </WorkflowRowForm>
  );
}
