"use client";
// One checklist: the department, the product type it is for (blank: every
// product type), whether it is in use, and its checks in order. Saving
// replaces the checklist and its checks (docs/quality.md); what was measured
// before keeps the checks as they were then.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import { checklistBody, maxChecks, maxToleranceMm, type Checklist } from "@/lib/quality/schemas";
import { useSaveChecklist, type ChecklistInput } from "../api/checklists";
import { CheckRow, type CheckDraft, type CheckDraftErrors } from "./check-row";

type Props = { checklist: Checklist | null; onDone: () => void };

const draftOf = (key: number, patch: Partial<CheckDraft> = {}): CheckDraft => ({
  key,
  kind: "measurement",
  labelEn: "",
  labelNl: "",
  isRequired: true,
  measure: "width",
  toleranceText: "5",
  ...patch,
});

/** A key no draft of the form has (React's key of a row as it moves). */
const nextKeyOf = (drafts: readonly CheckDraft[]) => Math.max(-1, ...drafts.map((d) => d.key)) + 1;

export function ChecklistForm({ checklist, onDone }: Props) {
  const t = useTranslations("quality.admin");
  const tAdmin = useTranslations("admin");
  const save = useSaveChecklist();
  const departments = useDepartments();
  const productNames = useWorkflow().data?.productNames ?? [];
  const nameOf = useDepartmentName();
  const [departmentId, setDepartmentId] = useState(String(checklist?.productionDepartmentId ?? ""));
  const [productType, setProductType] = useState(checklist?.productType ?? "");
  const [isActive, setActive] = useState(checklist?.isActive ?? true);
  const [drafts, setDrafts] = useState<CheckDraft[]>(() =>
    checklist
      ? [...checklist.checks]
          .sort((a, b) => a.position - b.position)
          .map((check, index) =>
            draftOf(index, {
              kind: check.kind,
              labelEn: check.labelEn,
              labelNl: check.labelNl,
              isRequired: check.isRequired,
              measure: check.measure ?? "width",
              toleranceText: String(check.toleranceMm ?? 5),
            }),
          )
      : [draftOf(0)],
  );
  const [errors, setErrors] = useState<{ form?: string; department?: string; checks: CheckDraftErrors[] }>({
    checks: [],
  });
  const id = (name: string) => `checklist-${checklist?.id ?? "new"}-${name}`;

  const move = (index: number, by: -1 | 1) =>
    setDrafts((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  /** The form's own words for what is missing, in the admin's language; the schema judges the rest. */
  const checkErrorsOf = (draft: CheckDraft): CheckDraftErrors => {
    const tolerance = draft.toleranceText.trim();
    return {
      ...(draft.labelEn.trim() ? {} : { labelEn: t("labelRequired") }),
      ...(draft.labelNl.trim() ? {} : { labelNl: t("labelRequired") }),
      ...(draft.kind === "measurement" &&
      !(/^\d{1,3}$/.test(tolerance) && Number(tolerance) <= maxToleranceMm)
        ? { toleranceMm: t("toleranceInvalid", { max: maxToleranceMm }) }
        : {}),
    };
  };

  const submit = async () => {
    const checkErrors = drafts.map(checkErrorsOf);
    const department = /^\d+$/.test(departmentId) ? {} : { department: t("departmentRequired") };
    setErrors({ ...department, checks: checkErrors });
    if (department.department || checkErrors.some((e) => Object.keys(e).length > 0)) return;
    const body: ChecklistInput = {
      productionDepartmentId: Number(departmentId),
      productType: productType.trim() || null,
      isActive,
      checks: drafts.map((draft) => ({
        kind: draft.kind,
        labelEn: draft.labelEn,
        labelNl: draft.labelNl,
        isRequired: draft.isRequired,
        ...(draft.kind === "measurement"
          ? { measure: draft.measure, toleranceMm: Number(draft.toleranceText.trim()) }
          : {}),
      })),
    };
    const parsed = checklistBody.safeParse(body);
    if (!parsed.success) {
      setErrors({ form: parsed.error.issues[0]?.message, checks: checkErrors });
      return;
    }
    try {
      await save.mutateAsync({ id: checklist?.id ?? null, body });
      onDone();
    } catch (error) {
      const answer = fieldErrorsOfAnswer(error, tAdmin("offline"));
      setErrors({ form: Object.values(answer).find(Boolean), checks: checkErrors });
    }
  };

  const frame = { formError: errors.form, isSaving: save.isPending };

  return (
    <AdminForm
      {...frame}
      title={checklist ? t("editTitle") : t("newTitle")}
      isNew={!checklist}
      onSubmit={submit}
      onDone={onDone}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          as="select"
          id={id("department")}
          label={t("department")}
          value={departmentId}
          onChange={(event) => setDepartmentId(event.target.value)}
          error={errors.department}
        >
          <option value="">{t("chooseDepartment")}</option>
          {(departments.data ?? []).map((d) => (
            <option key={d.id} value={String(d.id)}>
              {nameOf(d)}
            </option>
          ))}
        </Field>
        <Field
          id={id("product")}
          label={t("productType")}
          hint={t("productTypeHint")}
          list={id("products")}
          maxLength={80}
          value={productType}
          onChange={(event) => setProductType(event.target.value)}
        />
        <datalist id={id("products")}>
          {productNames.map((name) => (
            <option key={name.nameEn} value={name.nameEn} />
          ))}
        </datalist>
      </div>
      <label className="flex min-h-12 items-center gap-3 text-lg font-semibold">
        <input
          type="checkbox"
          className="h-7 w-7"
          checked={isActive}
          onChange={(event) => setActive(event.target.checked)}
        />
        {t("isActive")}
      </label>
      <h3 className="text-xl font-bold">{t("checksTitle")}</h3>
      <ol className="flex flex-col gap-3" aria-label={t("checksTitle")}>
        {drafts.map((draft, index) => (
          <CheckRow
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            errors={errors.checks[index] ?? {}}
            onChange={(changed) =>
              setDrafts((current) => current.map((d) => (d.key === draft.key ? changed : d)))
            }
            onMove={(by) => move(index, by)}
            onRemove={() => setDrafts((current) => current.filter((d) => d.key !== draft.key))}
          />
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={drafts.length >= maxChecks}
          onClick={() =>
            setDrafts((current) => [...current, draftOf(nextKeyOf(current), { kind: "yes-no" })])
          }
        >
          {t("addCheck")}
        </Button>
      </div>
    </AdminForm>
  );
}
