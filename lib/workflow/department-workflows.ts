// The upstream's departments that have a workflow here, and the values a
// department has open work at: what the supervisor's lists and the wall board start from.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionDepartment } from "@/lib/production-api/schemas";
import { workflowOfDepartment } from "./rules";
import type { DepartmentWorkflow } from "./schemas";
import { loadWorkflow } from "./store";

export type DepartmentWithWorkflow = { department: ProductionDepartment; workflow: DepartmentWorkflow };

export async function departmentsWithWorkflow(db: Database, upstream: ProductionApiClient) {
  const [departments, workflow] = await Promise.all([upstream.department.getAll(), loadWorkflow(db)]);
  const withWorkflow = departments.flatMap((department) => {
    const own = workflowOfDepartment(workflow, department.code);
    return own ? [{ department, workflow: own }] : [];
  });
  return { workflow, departments: withWorkflow };
}

/** The values a department has work at (waiting, started, on hold), in that order. */
export function openValuesOf(workflow: DepartmentWorkflow): number[] {
  const values = [...workflow.waitingValues];
  if (workflow.startedValue !== null) values.push(workflow.startedValue);
  values.push(workflow.onHoldValue);
  return values;
}
