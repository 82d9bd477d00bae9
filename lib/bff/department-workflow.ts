// Which status values each department sets when a polygon starts and finishes
// there, keyed by department code (the supplement's default workflow). A later
// issue makes this editable by an administrator; until then this is the one place.
import type { SessionEmployee } from "@/lib/auth/roles";
import { hasRole } from "@/lib/auth/roles";

export type DepartmentWorkflow = {
  /** Set when a polygon starts in the department; null: starting sets no status. */
  startedStatusValue: number | null;
  /** Set when a polygon is finished in the department. */
  doneStatusValue: number;
};

export const defaultDepartmentWorkflow: Record<string, DepartmentWorkflow> = {
  CUT: { startedStatusValue: 200, doneStatusValue: 290 },
  SEW: { startedStatusValue: 300, doneStatusValue: 390 },
  ASM: { startedStatusValue: 400, doneStatusValue: 490 },
  QC: { startedStatusValue: null, doneStatusValue: 500 },
  PACK: { startedStatusValue: null, doneStatusValue: 600 },
  DISP: { startedStatusValue: null, doneStatusValue: 700 },
};

/** The packed status a packer may set. */
export const packedStatusValue = 600;

export function workflowOf(departmentCode: string): DepartmentWorkflow | undefined {
  return defaultDepartmentWorkflow[departmentCode.trim().toUpperCase()];
}

/** The status values the workflow of these departments sets. */
export function statusValuesOf(departmentCodes: string[]): number[] {
  return departmentCodes.flatMap((code) => {
    const workflow = workflowOf(code);
    if (!workflow) return [];
    return workflow.startedStatusValue === null
      ? [workflow.doneStatusValue]
      : [workflow.startedStatusValue, workflow.doneStatusValue];
  });
}

/**
 * May this employee set this status value by polygon id? Supervisors any value;
 * packers the packed value; operators the values of their own departments'
 * workflow (given as the codes of those departments).
 */
export function maySetStatusValue(
  employee: SessionEmployee,
  statusValue: number,
  ownDepartmentCodes: string[],
): boolean {
  if (hasRole(employee, "supervisor")) return true;
  if (hasRole(employee, "packer") && statusValue === packedStatusValue) return true;
  return hasRole(employee, "operator") && statusValuesOf(ownDepartmentCodes).includes(statusValue);
}
