"use client";
// A department's name in the employee's language: the Dutch name the admin
// gave it in the workflow table, else the upstream's (English) name.
import { useLocale } from "next-intl";
import { useWorkflow } from "./api/get-workflow";

export function useDepartmentName(): (department: { code: string; name: string }) => string {
  const locale = useLocale();
  const workflow = useWorkflow();
  return (department) => {
    if (locale !== "nl") return department.name;
    const code = department.code.toUpperCase();
    return workflow.data?.departments.find((w) => w.departmentCode === code)?.nameNl ?? department.name;
  };
}
