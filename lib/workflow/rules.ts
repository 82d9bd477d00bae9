// The workflow's rules, pure: where a polygon stands in a department given its
// current status, the one step a scan or a button takes it, who may set which
// value, and how a status value is shown (unknown values as their number).
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import type { DepartmentWorkflow, Workflow, WorkflowStatus } from "./schemas";

export { displayStatus, textColourOn, type StatusDisplay } from "./display";

/** The packed value a packer may set (the supplement's 600). */
export const packedStatusValue = 600;

export type Stage = "waiting" | "started" | "done" | "on-hold" | "elsewhere";
export type Step = { step: "start" | "finish"; statusValue: number };

export function workflowOfDepartment(workflow: Workflow, departmentCode: string): DepartmentWorkflow | null {
  const code = departmentCode.trim().toUpperCase();
  return workflow.departments.find((d) => d.departmentCode === code) ?? null;
}

/**
 * Where a polygon planned in a department stands there. On hold counts as this
 * department's only when the value before the hold was waiting or started here.
 */
export function stageInDepartment(
  workflow: DepartmentWorkflow,
  currentValue: number | null,
  previousValue: number | null = null,
): Stage {
  if (currentValue === null) return "elsewhere";
  if (workflow.waitingValues.includes(currentValue)) return "waiting";
  if (currentValue === workflow.startedValue) return "started";
  if (currentValue === workflow.doneValue) return "done";
  if (currentValue === workflow.onHoldValue && previousValue !== null) {
    const before = stageInDepartment(workflow, previousValue);
    if (before === "waiting" || before === "started") return "on-hold";
  }
  return "elsewhere";
}

/** The one step from a stage: waiting → started (or straight to done without a started value), started → done. */
export function nextStep(workflow: DepartmentWorkflow, stage: Stage): Step | null {
  if (stage === "waiting") {
    return workflow.startedValue === null
      ? { step: "finish", statusValue: workflow.doneValue }
      : { step: "start", statusValue: workflow.startedValue };
  }
  if (stage === "started") return { step: "finish", statusValue: workflow.doneValue };
  return null;
}

/** The values a department's work sets: started (when it has one) and done. */
export function statusValuesSetBy(workflow: DepartmentWorkflow): number[] {
  return workflow.startedValue === null ? [workflow.doneValue] : [workflow.startedValue, workflow.doneValue];
}

/**
 * May this employee set this status value by polygon id? Supervisors any value;
 * packers the packed value; operators the values their own departments' work sets.
 */
export function maySetStatusValue(
  employee: SessionEmployee,
  statusValue: number,
  ownWorkflows: DepartmentWorkflow[],
): boolean {
  if (hasRole(employee, "supervisor")) return true;
  if (hasRole(employee, "packer") && statusValue === packedStatusValue) return true;
  return (
    hasRole(employee, "operator") && ownWorkflows.some((w) => statusValuesSetBy(w).includes(statusValue))
  );
}

/** Whether a polygon has been at a value longer than its overdue threshold. */
export function isOverdueAt(statuses: WorkflowStatus[], value: number, assignedAt: Date, now: Date): boolean {
  const hours = statuses.find((s) => s.value === value)?.overdueAfterHours ?? null;
  return hours !== null && now.getTime() - assignedAt.getTime() > hours * 3_600_000;
}
