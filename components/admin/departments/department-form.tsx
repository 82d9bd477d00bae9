"use client";
// One department: code, name, its Dutch name (kept in its workflow row, so only
// once it has a workflow), delivery time, default package type and the
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
import { useSaveDepartmentNameNl } from "../api/save-department-name-nl";

type Props = {
  department: ProductionDepartment | null;
  /** Its Dutch name now; undefined when it has no workflow yet (the name is kept there). */
  nameNl: string | null | undefined;
  packageTypes: PackageType[];
  employees: AdminEmployee[];
  onDone: () => void;
};

export function DepartmentForm({ department, nameNl, packageTypes, employees, onDone }: Props) {
  const t = useTranslations("admin");
  const save = useSaveDepartment();
  const saveNameNl = useSaveDepartmentNameNl();
  const hasWorkflow = nameNl !== undefined;
  const { values, set, errors, field, send, frame } = useForm(
    {
      code: department?.code ?? "",
      name: department?.name ?? "",
      nameNl: nameNl ?? "",
      deliveryTime: department ? String(department.deliveryTime) : "1",
      defaultProductionPackageId: String(department?.defaultProductionPackageId ?? ""),
      employeeIds: department?.employeeIds ?? [],
    },
    t("offline"),
    onDone,
  );
  const id = (name: string) => `department-${department?.id ?? "new"}-${name}`;

  const submit = async () => {
    const { nameNl: typedNameNl, ...upstreamValues } = values;
    const parsed = createDepartmentBody.safeParse({
      ...upstreamValues,
      deliveryTime: numberOf(values.deliveryTime),
      defaultProductionPackageId: numberOrNull(values.defaultProductionPackageId),
    });
    const saveBoth = async (body: NonNullable<typeof parsed.data>) => {
      const saved = await save.mutateAsync({ id: department?.id ?? null, body });
      if (hasWorkflow && typedNameNl.trim() !== (nameNl ?? ""))
        await saveNameNl.mutateAsync({ code: saved.code, nameNl: typedNameNl });
    };
    await send(parsed, saveBoth);
  };
  const title = department
    ? t("departments.editTitle", { name: department.name })
    : t("departments.newTitle");

  return (
    <AdminForm {...frame} title={title} isNew={!department} onSubmit={submit} onDone={onDone}>
      <div className="grid gap-4 md:grid-cols-4">
        <Field isCompact id={id("code")} label={t("departments.code")} {...field("code")} />
        <Field isCompact id={id("name")} label={t("departments.name")} {...field("name")} />
        {hasWorkflow ? (
          <Field isCompact id={id("name-nl")} label={t("departments.nameNl")} {...field("nameNl")} />
        ) : (
          <p className="self-end text-base">{t("departments.nameNlAfterWorkflow")}</p>
        )}
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
