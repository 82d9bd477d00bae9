// The workflow of the departments as the server routes need it, read from the
// app's tables (lib/workflow/store.ts), keyed by the upstream department code.
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { maySetStatusValue, packedStatusValue, workflowOfDepartment } from "@/lib/workflow/rules";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";

export { maySetStatusValue, packedStatusValue };

export async function workflowOf(db: Database, departmentCode: string): Promise<DepartmentWorkflow | null> {
  return workflowOfDepartment(await loadWorkflow(db), departmentCode);
}

/** The workflows of an operator's own departments (none for anyone else). */
export async function ownDepartmentWorkflows(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
): Promise<DepartmentWorkflow[]> {
  if (!hasRole(employee, "operator") || employee.departmentIds.length === 0) return [];
  const [workflow, departments] = await Promise.all([loadWorkflow(db), upstream.department.getAll()]);
  return departments
    .filter((d) => employee.departmentIds.includes(d.id))
    .flatMap((d) => workflowOfDepartment(workflow, d.code) ?? []);
}
