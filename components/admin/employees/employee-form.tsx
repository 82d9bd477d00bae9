"use client";
// One employee: a new one (username, password, optional PIN) or a change of
// name, hub id, language, roles, departments and badge. Checked with the
// route's own zod schema before sending; the server's field errors land at
// the same fields.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { numberOf } from "@/components/ui/form-values";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import type { AdminEmployee } from "@/lib/admin/employees";
import { createEmployeeBody, updateEmployeeBody } from "@/lib/auth/employee-schemas";
import { roleSchema } from "@/lib/base/roles";
import type { ProductionDepartment } from "@/lib/production-api/schemas";
import { useSaveEmployee } from "../api/save-employee";

type Props = { employee: AdminEmployee | null; departments: ProductionDepartment[]; onDone: () => void };

export function EmployeeForm({ employee, departments, onDone }: Props) {
  const t = useTranslations("admin");
  const tRole = useTranslations("roles");
  const save = useSaveEmployee();
  const { values, set, errors, field, send, frame } = useForm(
    {
      username: employee?.username ?? "",
      displayName: employee?.displayName ?? "",
      hubEmployeeId: employee ? String(employee.hubEmployeeId) : "",
      locale: employee?.locale ?? "en",
      roles: employee?.roles ?? [],
      departmentIds: employee?.departmentIds ?? [],
      badgeCode: employee?.badgeCode ?? "",
      password: "",
      pin: "",
    },
    t("offline"),
    onDone,
  );
  const id = (name: string) => `employee-${employee?.id ?? "new"}-${name}`;

  const submit = async () => {
    const { username, password, pin, ...changes } = {
      ...values,
      hubEmployeeId: numberOf(values.hubEmployeeId),
    };
    await (employee
      ? send(updateEmployeeBody.safeParse(changes), (body) => save.mutateAsync({ id: employee.id, body }))
      : send(
          createEmployeeBody.safeParse({ ...changes, username, password, pin: pin === "" ? undefined : pin }),
          (body) => save.mutateAsync({ id: null, body }),
        ));
  };
  const title = employee ? t("employees.editTitle", { name: employee.displayName }) : t("employees.newTitle");

  return (
    <AdminForm {...frame} title={title} isNew={!employee} onSubmit={submit} onDone={onDone}>
      <div className="grid gap-4 md:grid-cols-3">
        {!employee && (
          <Field
            isCompact
            id={id("username")}
            label={t("employees.username")}
            autoComplete="off"
            {...field("username")}
          />
        )}
        <Field isCompact id={id("name")} label={t("employees.displayName")} {...field("displayName")} />
        <Field
          isCompact
          id={id("hub")}
          label={t("employees.hubEmployeeId")}
          inputMode="numeric"
          {...field("hubEmployeeId")}
        />
        <Field as="select" isCompact id={id("locale")} label={t("employees.locale")} {...field("locale")}>
          <option value="en">English</option>
          <option value="nl">Nederlands</option>
        </Field>
        <Field
          isCompact
          id={id("badge")}
          label={t("employees.badgeCode")}
          autoComplete="off"
          {...field("badgeCode")}
        />
        {!employee && (
          <>
            <Field
              isCompact
              id={id("password")}
              label={t("employees.password")}
              type="password"
              autoComplete="new-password"
              {...field("password")}
            />
            <Field
              isCompact
              id={id("pin")}
              label={t("employees.pin")}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              {...field("pin")}
            />
          </>
        )}
      </div>
      <CheckboxGroup
        id={id("roles")}
        legend={t("employees.roles")}
        options={roleSchema.options.map((role) => ({ value: role, label: tRole(role) }))}
        selected={values.roles}
        onChange={(roles) => set({ roles })}
        error={errors.roles}
      />
      <CheckboxGroup
        id={id("departments")}
        legend={t("employees.departments")}
        options={departments.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))}
        selected={values.departmentIds}
        onChange={(departmentIds) => set({ departmentIds })}
        error={errors.departmentIds}
      />
      {employee && <p className="text-lg text-gray-800">{t("employees.rolesNote")}</p>}
    </AdminForm>
  );
}
