"use client";
// /admin/employees: every employee with roles, departments, language, badge
// and whether they may sign in; a form for a new one or for the chosen one,
// with deactivate (after a confirmation; never on your own row) or reactivate, and a PIN reset.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { departmentsQueryOptions } from "@/components/workflow/api/get-departments";
import { Button } from "@/components/ui/button";
import { QueryGate } from "@/components/ui/query-gate";
import { roleSchema } from "@/lib/base/roles";
import { useEmployees } from "../api/get-employees";
import { useSaveEmployee } from "../api/save-employee";
import { EmployeeForm } from "./employee-form";
import { DeactivateDialog } from "./deactivate-dialog";
import { SecretResetForm } from "./secret-reset-form";

type Employee = NonNullable<ReturnType<typeof useEmployees>["data"]>[number];

/** `ownEmployeeId`: the admin looking at the list, who cannot deactivate themselves. */
export function EmployeesAdmin({ ownEmployeeId }: { ownEmployeeId: number | null }) {
  const t = useTranslations("admin");
  const tRole = useTranslations("roles");
  const employees = useEmployees();
  const departments = useQuery(departmentsQueryOptions());
  const save = useSaveEmployee();
  const [confirming, setConfirming] = useState<{
    employee: Employee;
    failed: (error: unknown) => void;
  } | null>(null);
  const roleName = (role: string) => {
    const known = roleSchema.safeParse(role);
    return known.success ? tRole(known.data) : role;
  };
  const departmentName = (id: number) => departments.data?.find((d) => d.id === id)?.name ?? `#${id}`;

  return (
    <QueryGate queries={[employees, departments]} loading={t("loading")} failed={t("loadFailed")}>
      {() => (
        <>
          <AdminList
            newLabel={t("employees.new")}
            listLabel={t("employees.listLabel")}
            records={employees.data ?? []}
            keyOf={(employee) => employee.id}
            nameOf={(employee) => employee.displayName}
            renderForm={(employee, done) => (
              <EmployeeForm employee={employee} departments={departments.data ?? []} onDone={done} />
            )}
            renderFacts={(employee) => (
              <div className="flex w-full flex-wrap items-baseline gap-x-6 gap-y-1 text-lg">
                <RecordHeading name={employee.displayName} detail={`(${employee.username})`} />
                <span>{employee.roles.map(roleName).join(", ") || t("none")}</span>
                <span>{employee.departmentIds.map(departmentName).join(", ")}</span>
                <span>{employee.locale.toUpperCase()}</span>
                <span>{employee.badgeCode ?? ""}</span>
                <span className={employee.isActive ? "" : "text-bad font-semibold"}>
                  {employee.isActive ? t("employees.active") : t("employees.inactive")}
                </span>
              </div>
            )}
            renderActions={(employee, action) => {
              const verb = employee.isActive ? t("employees.deactivate") : t("employees.reactivate");
              const isOwnRow = employee.id === ownEmployeeId;
              return (
                <>
                  {!(employee.isActive && isOwnRow) && (
                    <Button
                      variant={employee.isActive ? "danger" : "secondary"}
                      aria-label={`${verb} ${employee.displayName}`}
                      disabled={save.isPending}
                      onClick={() => {
                        action.clear();
                        if (employee.isActive) return setConfirming({ employee, failed: action.failed });
                        save.mutate(
                          { id: employee.id, body: { isActive: true } },
                          { onError: action.failed },
                        );
                      }}
                    >
                      {verb}
                    </Button>
                  )}
                  <SecretResetForm employee={employee} kind="pin" />
                  <SecretResetForm employee={employee} kind="password" />
                </>
              );
            }}
          />
          {confirming && (
            <DeactivateDialog
              name={confirming.employee.displayName}
              isBusy={save.isPending}
              onClose={() => setConfirming(null)}
              onConfirm={() =>
                save.mutate(
                  { id: confirming.employee.id, body: { isActive: false } },
                  { onSettled: () => setConfirming(null), onError: confirming.failed },
                )
              }
            />
          )}
        </>
      )}
    </QueryGate>
  );
}
