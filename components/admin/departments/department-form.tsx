"use client";
// One department: code, name, delivery time, default package type and the
// employees (by hub employee id, as the upstream keeps them). Checked with the
// route's zod schema first; the server's field errors land at the same fields.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxGroup, SelectField } from "@/components/admin/form-controls";
import { fieldErrorsOf, fieldErrorsOfAnswer, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import { Button } from "@/components/ui/button";
import type { AdminEmployee } from "@/lib/bff/admin-employees";
import type { PackageType } from "@/lib/bff/package-types";
import { createDepartmentBody, type ProductionDepartment } from "@/lib/production-api/schemas";
import { useSaveDepartment } from "../api/save-department";

type Props = {
  department: ProductionDepartment | null;
  packageTypes: PackageType[];
  employees: AdminEmployee[];
  onDone: () => void;
};

export function DepartmentForm({ department, packageTypes, employees, onDone }: Props) {
  const t = useTranslations("admin");
  const save = useSaveDepartment();
  const [form, setForm] = useState({
    code: department?.code ?? "",
    name: department?.name ?? "",
    deliveryTime: department ? String(department.deliveryTime) : "1",
    defaultProductionPackageId: String(department?.defaultProductionPackageId ?? ""),
    employeeIds: department?.employeeIds ?? [],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefix = `department-${department?.id ?? "new"}`;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: event.target.value });

  const submit = async () => {
    const parsed = createDepartmentBody.safeParse({
      code: form.code,
      name: form.name,
      deliveryTime: form.deliveryTime.trim() === "" ? Number.NaN : Number(form.deliveryTime),
      defaultProductionPackageId:
        form.defaultProductionPackageId === "" ? null : Number(form.defaultProductionPackageId),
      employeeIds: form.employeeIds,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: department?.id ?? null, body: parsed.data });
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, t("offline")));
    }
  };

  const title = department
    ? t("departments.editTitle", { name: department.name })
    : t("departments.newTitle");
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4 rounded-lg border-2 border-gray-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-4">
        <FormField
          id={`${prefix}-code`}
          label={t("departments.code")}
          value={form.code}
          onChange={set("code")}
          error={errors.code}
        />
        <FormField
          id={`${prefix}-name`}
          label={t("departments.name")}
          value={form.name}
          onChange={set("name")}
          error={errors.name}
        />
        <FormField
          id={`${prefix}-delivery`}
          label={t("departments.deliveryTime")}
          inputMode="numeric"
          value={form.deliveryTime}
          onChange={set("deliveryTime")}
          error={errors.deliveryTime}
        />
        <SelectField
          id={`${prefix}-package`}
          label={t("departments.defaultPackage")}
          value={form.defaultProductionPackageId}
          onChange={set("defaultProductionPackageId")}
          error={errors.defaultProductionPackageId}
        >
          <option value="">{t("none")}</option>
          {packageTypes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label} ({p.code})
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroup
        id={`${prefix}-employees`}
        legend={t("departments.employees")}
        options={employees.map((e) => ({ value: e.hubEmployeeId, label: e.displayName }))}
        selected={form.employeeIds}
        onChange={(employeeIds) => setForm({ ...form, employeeIds })}
        error={errors.employeeIds}
        emptyText={t("departments.noEmployees")}
      />
      {errors.form && (
        <p role="alert" className="text-bad font-semibold">
          {errors.form}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {department ? t("save") : t("create")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
