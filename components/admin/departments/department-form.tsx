"use client";
// One department: code, name, delivery time, default package type and the
// employees (by hub employee id, as the upstream keeps them). Checked with the
// route's zod schema first; the server's field errors land at the same fields.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxGroup, SelectField } from "@/components/admin/form-controls";
import { AdminForm, sendForm } from "@/components/admin/admin-form";
import { fieldErrorsOf, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import type { AdminEmployee } from "@/lib/admin/employees";
import type { PackageType } from "@/lib/polygons/package-types";
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
    await sendForm(
      () => save.mutateAsync({ id: department?.id ?? null, body: parsed.data }),
      setErrors,
      t("offline"),
      onDone,
    );
  };

  const title = department
    ? t("departments.editTitle", { name: department.name })
    : t("departments.newTitle");
  return (
    <AdminForm
      title={title}
      isNew={!department}
      isSaving={save.isPending}
      formError={errors.form}
      onSubmit={submit}
      onCancel={onDone}
    >
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
    </AdminForm>
  );
}
