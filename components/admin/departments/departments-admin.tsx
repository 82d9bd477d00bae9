"use client";
// /admin/departments: the upstream's departments with delivery time, default
// package type and employees; a form for a new one or the chosen one; delete.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/admin/form-controls";
import { fieldErrorsOfAnswer } from "@/components/admin/form-errors";
import { departmentsQueryOptions } from "@/components/admin/workflow/api/get-departments";
import { packageTypesQueryOptions } from "@/components/packing/api/package-types";
import { Button } from "@/components/ui/button";
import type { ProductionDepartment } from "@/lib/production-api/schemas";
import { useDeleteDepartment } from "../api/delete-department";
import { useEmployees } from "../api/get-employees";
import { DepartmentForm } from "./department-form";

export function DepartmentsAdmin() {
  const t = useTranslations("admin");
  const departments = useQuery(departmentsQueryOptions());
  const packageTypes = useQuery(packageTypesQueryOptions());
  const employees = useEmployees();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<ProductionDepartment | "new" | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (departments.isPending || packageTypes.isPending || employees.isPending)
    return <p className="text-xl">{t("loading")}</p>;
  if (departments.error || packageTypes.error || employees.error)
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {t("loadFailed")}
      </p>
    );
  const packageName = (id: number | null) => packageTypes.data.find((p) => p.id === id)?.label ?? t("none");
  const employeeNames = (ids: number[]) =>
    ids.map((id) => employees.data.find((e) => e.hubEmployeeId === id)?.displayName ?? `#${id}`).join(", ");

  return (
    <div className="flex flex-col gap-6">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{t("departments.new")}</Button>
        </div>
      ) : (
        <DepartmentForm
          key={editing === "new" ? "new" : editing.id}
          department={editing === "new" ? null : editing}
          packageTypes={packageTypes.data}
          employees={employees.data}
          onDone={() => setEditing(null)}
        />
      )}
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <ul aria-label={t("departments.listLabel")} className="flex flex-col gap-3">
        {departments.data.map((department) => (
          <li
            key={department.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-gray-300 p-4"
          >
            <div className="flex flex-col gap-1 text-lg">
              <h2 className="text-xl font-bold">
                {department.name} <span className="font-normal">({department.code})</span>
              </h2>
              <span>
                {t("departments.deliveryTime")}: {department.deliveryTime} · {t("departments.defaultPackage")}
                : {packageName(department.defaultProductionPackageId)}
              </span>
              <span>
                {t("departments.employees")}:{" "}
                {employeeNames(department.employeeIds) || t("departments.noEmployees")}
              </span>
            </div>
            <div className="flex gap-3">
              <Button
                variant="secondary"
                aria-label={`${t("edit")} ${department.name}`}
                onClick={() => setEditing(department)}
              >
                {t("edit")}
              </Button>
              <DeleteButton
                label={t("delete")}
                confirmLabel={t("confirmDelete", { name: department.name })}
                isPending={remove.isPending}
                onDelete={() => {
                  setError(null);
                  remove.mutate(department.id, {
                    onError: (e) => setError(Object.values(fieldErrorsOfAnswer(e, t("offline")))[0] ?? null),
                  });
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
