"use client";
// One department's workflow: the values it picks up ("waiting"), the value set
// when work starts (empty: none, a scan goes straight to done), at done, and on hold.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { departmentWorkflowSchema, type DepartmentWorkflow } from "@/lib/workflow/schemas";
import { useSaveDepartmentWorkflow } from "./api/save-department-workflow";
import {
  fieldErrorsOfResponse,
  fieldErrorsOfZod,
  numberOrNull,
  numbersOf,
  type FieldErrors,
} from "./field-errors";
import { FormField } from "./form-field";

type Props = { code: string; name: string; workflow: DepartmentWorkflow | null };

export function DepartmentWorkflowForm({ code, name, workflow }: Props) {
  const t = useTranslations("workflowAdmin");
  const save = useSaveDepartmentWorkflow();
  const [form, setForm] = useState({
    waitingValues: workflow?.waitingValues.join(", ") ?? "",
    startedValue: String(workflow?.startedValue ?? ""),
    doneValue: String(workflow?.doneValue ?? ""),
    onHoldValue: String(workflow?.onHoldValue ?? 900),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const prefix = `workflow-${code}`;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setForm({ ...form, [key]: event.target.value });
  };

  const submit = async () => {
    const parsed = departmentWorkflowSchema.safeParse({
      departmentCode: code,
      waitingValues: numbersOf(form.waitingValues),
      startedValue: numberOrNull(form.startedValue),
      doneValue: form.doneValue.trim() === "" ? Number.NaN : Number(form.doneValue),
      onHoldValue: form.onHoldValue.trim() === "" ? Number.NaN : Number(form.onHoldValue),
    });
    if (!parsed.success) return setErrors(fieldErrorsOfZod(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      setSaved(true);
    } catch (error) {
      setErrors(fieldErrorsOfResponse(error, t("offline")));
    }
  };

  return (
    <form
      aria-label={t("departmentLabel", { name, code })}
      noValidate
      className="grid grid-cols-[12rem_1fr_8rem_8rem_8rem_auto] items-start gap-3 border-b-2 border-gray-200 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="pt-8 text-lg font-bold">
        {name} <span className="font-normal">({code})</span>
        {!workflow && <span className="text-bad block text-base">{t("noWorkflow")}</span>}
      </p>
      <FormField
        id={`${prefix}-waiting`}
        label={t("waitingValues")}
        value={form.waitingValues}
        onChange={set("waitingValues")}
        error={errors.waitingValues}
      />
      <FormField
        id={`${prefix}-started`}
        label={t("startedValue")}
        inputMode="numeric"
        value={form.startedValue}
        onChange={set("startedValue")}
        error={errors.startedValue}
      />
      <FormField
        id={`${prefix}-done`}
        label={t("doneValue")}
        inputMode="numeric"
        value={form.doneValue}
        onChange={set("doneValue")}
        error={errors.doneValue}
      />
      <FormField
        id={`${prefix}-hold`}
        label={t("onHoldValue")}
        inputMode="numeric"
        value={form.onHoldValue}
        onChange={set("onHoldValue")}
        error={errors.onHoldValue}
      />
      <div className="flex flex-col gap-2 pt-7">
        <Button type="submit" disabled={save.isPending}>
          {t("save")}
        </Button>
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
