"use client";
// One department: code, name, delivery time, default package type and the
// employees (by hub employee id, as the upstream keeps them). Checked with the
// route's zod schema first; the server's field errors land at the same fields.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { numberOf, numberOrNull } from "@/components/ui/form-values";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
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
  const { values, set, errors, field, send } = useForm(
    {
      code: department?.code ?? "",
      name: department?.name ?? "",
      deliveryTime: department ? String(department.deliveryTime) : "1",
      defaultProductionPackageId: String(department?.defaultProductionPackageId ?? ""),
      employeeIds: department?.employeeIds ?? [],
    },
    t("offline"),
  );
  const id = (name: string) => `department-${department?.id ?? "new"}-${name}`;

  const submit = async () => {
    const parsed = createDepartmentBody.safeParse({
      ...values,
      deliveryTime: numberOf(values.deliveryTime),
      defaultProductionPackageId: numberOrNull(values.defaultProductionPackageId),
    });
    if (await send(parsed, (body) => save.mutateAsync({ id: department?.id ?? null, body }))) onDone();
  };

  return (
    <AdminForm
      title={department ? t("departments.editTitle", { name: department.name }) : t("departments.newTitle")}
      isNew={!department}
      isSaving={save.isPending}
      formError={errors.form}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 md:grid-cols-4">
        <Field isCompact id={id("code")} label={t("departments.code")} {...field("code")} />
        <Field isCompact id={id("name")} label={t("departments.name")} {...field("name")} />
        <Field
          isCompact
          id={id("delivery")}
          label={t("departments.deliveryTime")}
          inputMode="numeric"
          {...field("deliveryTime")}
        />
        <Field
          as="select"
          isCompact
          id={id("package")}
          label={t("departments.defaultPackage")}
          {...field("defaultProductionPackageId")}
        >
          <option value="">{t("none")}</option>
          {packageTypes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label} ({p.code})
            </option>
          ))}
        </Field>
      </div>
      <CheckboxGroup
        id={id("employees")}
        legend={t("departments.employees")}
        options={employees.map((e) => ({ value: e.hubEmployeeId, label: e.displayName }))}
        selected={values.employeeIds}
        onChange={(employeeIds) => set({ employeeIds })}
        error={errors.employeeIds}
        emptyText={t("departments.noEmployees")}
      />
    </AdminForm>
  );
}
