// A department's name in the employee's language. The upstream names each
// department once, in English; the admin gives the Dutch name in the workflow
// table (nameNl), which a Dutch employee sees wherever the app names it.
import type { Locale } from "@/lib/base/roles";
import type { DepartmentWorkflow } from "./schemas";

export function localDepartmentName(
  workflow: { departments: Pick<DepartmentWorkflow, "departmentCode" | "nameNl">[] },
  department: { code: string; name: string },
  locale: Locale,
): string {
  if (locale !== "nl") return department.name;
  const code = department.code.toUpperCase();
  return workflow.departments.find((d) => d.departmentCode === code)?.nameNl ?? department.name;
}
