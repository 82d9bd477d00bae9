"use client";
// /admin/departments: the upstream's departments with delivery time, default
// package type and employees; a form for a new one or the chosen one; delete.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { departmentsQueryOptions } from "@/components/workflow/api/get-departments";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import { packageTypesQueryOptions } from "@/components/floor/api/package-types";
import { QueryGate } from "@/components/ui/query-gate";
import { useDeleteDepartment } from "../api/delete-department";
import { useEmployees } from "../api/get-employees";
import { DepartmentForm } from "./department-form";

export function DepartmentsAdmin() {
  const t = useTranslations("admin");
  const departments = useQuery(departmentsQueryOptions());
  const packageTypes = useQuery(packageTypesQueryOptions());
  const employees = useEmployees();
  const workflow = useWorkflow();
  const remove = useDeleteDepartment();
  const types = packageTypes.data ?? [];
  const people = employees.data ?? [];
  const packageName = (id: number | null) => types.find((p) => p.id === id)?.label ?? t("none");
  // A hub employee without an account here has no name the app knows: said so, not a bare "#1007".
  const employeeNames = (ids: number[]) =>
    ids
      .map(
        (id) =>
          people.find((e) => e.hubEmployeeId === id)?.displayName ?? t("departments.hubEmployee", { id }),
      )
      .join(", ");
  /** The Dutch name kept in the department's workflow row: undefined without a workflow. */
  const nameNlOf = (code: string) => {
    const row = workflow.data?.departments.find((d) => d.departmentCode === code);
    return row ? (row.nameNl ?? null) : undefined;
  };

  return (
    <QueryGate
      queries={[departments, packageTypes, employees, workflow]}
      loading={t("loading")}
      failed={t("loadFailed")}
    >
      {() => (
        <AdminList
          newLabel={t("departments.new")}
          listLabel={t("departments.listLabel")}
          records={departments.data ?? []}
          keyOf={(department) => department.id}
          nameOf={(department) => department.name}
          remove={remove}
          renderForm={(department, done) => (
            <DepartmentForm
              department={department}
              nameNl={department ? nameNlOf(department.code) : undefined}
              packageTypes={types}
              employees={people}
              onDone={done}
            />
          )}
          renderFacts={(department) => (
            <div className="flex flex-col gap-1 text-lg">
              <RecordHeading
                name={department.name}
                detail={[
                  `(${department.code})`,
                  nameNlOf(department.code) && `· NL: ${nameNlOf(department.code)}`,
                ]
                  .filter(Boolean)
                  .join(" ")}
              />
              <span>
                {t("departments.deliveryTime")}: {department.deliveryTime} · {t("departments.defaultPackage")}
                : {packageName(department.defaultProductionPackageId)}
              </span>
              <span>
                {t("departments.employees")}:{" "}
                {employeeNames(department.employeeIds) || t("departments.noEmployees")}
              </span>
            </div>
          )}
        />
      )}
    </QueryGate>
  );
}
