// When a line last came into a department: the oldest status of the newest
// unbroken run of that department's own values (waiting, started, on hold).
// A line sent back to cutting (a defect, a supervisor's move back) starts a
// new run, so the cuts made before it no longer count (docs/cutting.md,
// "A line sent back to cutting").
import type { SlimStatus } from "@/lib/shared-lists/status-lists";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";

/** statuses newest first, as the kept lists hold them; null when the newest is not the department's. */
export function enteredDepartmentAt(
  workflow: Pick<DepartmentWorkflow, "waitingValues" | "startedValue" | "onHoldValue">,
  statuses: Iterable<Pick<SlimStatus, "value" | "assignedAtMs">>,
): Date | null {
  const own = new Set([...workflow.waitingValues, workflow.onHoldValue]);
  if (workflow.startedValue !== null) own.add(workflow.startedValue);
  let enteredAtMs: number | null = null;
  for (const status of statuses) {
    if (!own.has(status.value)) break;
    enteredAtMs = status.assignedAtMs;
  }
  return enteredAtMs === null ? null : new Date(enteredAtMs);
}
