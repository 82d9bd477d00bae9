"use client";
// One employee: a new one (username, password, optional PIN) or a change of
// name, hub id, language, roles, departments and badge. Checked with the
// route's own zod schema before sending; the server's field errors land at
// the same fields.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckboxGroup, SelectField } from "@/components/admin/form-controls";
import { AdminForm, sendForm } from "@/components/admin/admin-form";
import { fieldErrorsOf, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import type { AdminEmployee } from "@/lib/admin/employees";
import { createEmployeeBody, updateEmployeeBody } from "@/lib/auth/employee-schemas";
import { roleSchema } from "@/lib/auth/roles";
import type { ProductionDepartment } from "@/lib/production-api/schemas";
import { useSaveEmployee, type SaveEmployeeInput } from "../api/save-employee";

type Props = { employee: AdminEmployee | null; departments: ProductionDepartment[]; onDone: () => void };

export function EmployeeForm({ employee, departments, onDone }: Props) {
  const t = useTranslations("admin");
  const tRole = useTranslations("roles");
  const save = useSaveEmployee();
  const [form, setForm] = useState({
    username: employee?.username ?? "",
    displayName: employee?.displayName ?? "",
    hubEmployeeId: employee ? String(employee.hubEmployeeId) : "",
    locale: employee?.locale ?? "en",
    roles: employee?.roles ?? [],
    departmentIds: employee?.departmentIds ?? [],
    badgeCode: employee?.badgeCode ?? "",
    password: "",
    pin: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefix = `employee-${employee?.id ?? "new"}`;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: event.target.value });

  const submit = async () => {
    const fields = {
      displayName: form.displayName,
      hubEmployeeId: form.hubEmployeeId.trim() === "" ? Number.NaN : Number(form.hubEmployeeId),
      locale: form.locale,
      roles: form.roles,
      departmentIds: form.departmentIds,
      badgeCode: form.badgeCode,
    };
    let input: SaveEmployeeInput;
    if (employee) {
      const parsed = updateEmployeeBody.safeParse(fields);
      if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
      input = { id: employee.id, body: parsed.data };
    } else {
      const parsed = createEmployeeBody.safeParse({
        ...fields,
        username: form.username,
        password: form.password,
        pin: form.pin === "" ? undefined : form.pin,
      });
      if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
      input = { id: null, body: parsed.data };
    }
    await sendForm(() => save.mutateAsync(input), setErrors, t("offline"), onDone);
  };

  const title = employee ? t("employees.editTitle", { name: employee.displayName }) : t("employees.newTitle");
  return (
    <AdminForm
      title={title}
      isNew={!employee}
      isSaving={save.isPending}
      formError={errors.form}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 md:grid-cols-3">
        {!employee && (
          <FormField
            id={`${prefix}-username`}
            label={t("employees.username")}
            autoComplete="off"
            value={form.username}
            onChange={set("username")}
            error={errors.username}
          />
        )}
        <FormField
          id={`${prefix}-name`}
          label={t("employees.displayName")}
          value={form.displayName}
          onChange={set("displayName")}
          error={errors.displayName}
        />
        <FormField
          id={`${prefix}-hub`}
          label={t("employees.hubEmployeeId")}
          inputMode="numeric"
          value={form.hubEmployeeId}
          onChange={set("hubEmployeeId")}
          error={errors.hubEmployeeId}
        />
        <SelectField
          id={`${prefix}-locale`}
          label={t("employees.locale")}
          value={form.locale}
          onChange={set("locale")}
          error={errors.locale}
        >
          <option value="en">English</option>
          <option value="nl">Nederlands</option>
        </SelectField>
        <FormField
          id={`${prefix}-badge`}
          label={t("employees.badgeCode")}
          autoComplete="off"
          value={form.badgeCode}
          onChange={set("badgeCode")}
          error={errors.badgeCode}
        />
        {!employee && (
          <>
            <FormField
              id={`${prefix}-password`}
              label={t("employees.password")}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set("password")}
              error={errors.password}
            />
            <FormField
              id={`${prefix}-pin`}
              label={t("employees.pin")}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={form.pin}
              onChange={set("pin")}
              error={errors.pin}
            />
          </>
        )}
      </div>
      <CheckboxGroup
        id={`${prefix}-roles`}
        legend={t("employees.roles")}
        options={roleSchema.options.map((role) => ({ value: role, label: tRole(role) }))}
        selected={form.roles}
        onChange={(roles) => setForm({ ...form, roles })}
        error={errors.roles}
      />
      <CheckboxGroup
        id={`${prefix}-departments`}
        legend={t("employees.departments")}
        options={departments.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))}
        selected={form.departmentIds}
        onChange={(departmentIds) => setForm({ ...form, departmentIds })}
        error={errors.departmentIds}
      />
      {employee && <p className="text-lg text-gray-800">{t("employees.rolesNote")}</p>}
    </AdminForm>
  );
}
