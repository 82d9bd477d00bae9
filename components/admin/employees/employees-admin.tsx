"use client";
// /admin/employees: every employee with roles, departments, language, badge
// and whether they may sign in; a form for a new one or for the chosen one,
// with deactivate/reactivate and a PIN reset.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { departmentsQueryOptions } from "@/components/admin/workflow/api/get-departments";
import { Button } from "@/components/ui/button";
import { roleSchema } from "@/lib/auth/roles";
import type { AdminEmployee } from "@/lib/admin/employees";
import { useEmployees } from "../api/get-employees";
import { useSaveEmployee } from "../api/save-employee";
import { fieldErrorsOfAnswer } from "../form-errors";
import { EmployeeForm } from "./employee-form";
import { PinResetForm } from "./pin-reset-form";

export function EmployeesAdmin() {
  const t = useTranslations("admin");
  const tRole = useTranslations("roles");
  const employees = useEmployees();
  const departments = useQuery(departmentsQueryOptions());
  const save = useSaveEmployee();
  const [editing, setEditing] = useState<AdminEmployee | "new" | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (employees.isPending || departments.isPending) return <p className="text-xl">{t("loading")}</p>;
  if (employees.error || departments.error)
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {t("loadFailed")}
      </p>
    );
  const roleName = (role: string) => {
    const known = roleSchema.safeParse(role);
    return known.success ? tRole(known.data) : role;
  };
  const departmentName = (id: number) => departments.data.find((d) => d.id === id)?.name ?? `#${id}`;
  const setActive = (employee: AdminEmployee, isActive: boolean) => {
    setError(null);
    save.mutate(
      { id: employee.id, body: { isActive } },
      { onError: (e) => setError(Object.values(fieldErrorsOfAnswer(e, t("offline")))[0] ?? null) },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{t("employees.new")}</Button>
        </div>
      ) : (
        <EmployeeForm
          key={editing === "new" ? "new" : editing.id}
          employee={editing === "new" ? null : editing}
          departments={departments.data}
          onDone={() => setEditing(null)}
        />
      )}
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <ul aria-label={t("employees.listLabel")} className="flex flex-col gap-3">
        {employees.data.map((employee) => (
          <li key={employee.id} className="flex flex-col gap-3 rounded-lg border-2 border-gray-300 p-4">
            <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-lg">
              <h2 className="text-xl font-bold">
                {employee.displayName} <span className="font-normal">({employee.username})</span>
              </h2>
              <span>{employee.roles.map(roleName).join(", ") || t("none")}</span>
              <span>{employee.departmentIds.map(departmentName).join(", ")}</span>
              <span>{employee.locale.toUpperCase()}</span>
              <span>{employee.badgeCode ?? ""}</span>
              <span className={employee.isActive ? "" : "text-bad font-semibold"}>
                {employee.isActive ? t("employees.active") : t("employees.inactive")}
              </span>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <Button
                variant="secondary"
                aria-label={`${t("edit")} ${employee.displayName}`}
                onClick={() => setEditing(employee)}
              >
                {t("edit")}
              </Button>
              <Button
                variant={employee.isActive ? "danger" : "secondary"}
                aria-label={`${employee.isActive ? t("employees.deactivate") : t("employees.reactivate")} ${employee.displayName}`}
                disabled={save.isPending}
                onClick={() => setActive(employee, !employee.isActive)}
              >
                {employee.isActive ? t("employees.deactivate") : t("employees.reactivate")}
              </Button>
              <PinResetForm employee={employee} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
