// How far a line's work in one department is, from its status history: what
// tells a department's startAt and finishAt apart as planned or real
// (lib/base/line-dates.ts, docs/planning.md "Two dates").
import type { WorkProgress } from "@/lib/base/line-dates";
import { stageInDepartment, workflowOfDepartment } from "./rules";
import type { Workflow } from "./schemas";

/**
 * The department's progress for a line whose status values are `newestFirst`:
 * waiting there (or not there yet) is planned; started (or on hold after a start)
 * is started; done there, or moved on past it, is done. A department without a
 * workflow cannot tell, and its dates stay the plan's.
 */
export function workProgressOf(
  workflow: Workflow,
  departmentCode: string | null,
  newestFirst: readonly number[],
): WorkProgress {
  const own = departmentCode === null ? null : workflowOfDepartment(workflow, departmentCode);
  if (!own) return "planned";
  const stage = stageInDepartment(own, newestFirst[0] ?? null, newestFirst[1] ?? null);
  if (stage === "waiting") return "planned";
  if (stage === "started" || stage === "done") return stage;
  if (stage === "on-hold") return newestFirst[1] === own.startedValue ? "started" : "planned";
  // Elsewhere: the newest value this department set or waited at says whether the line passed it.
  for (const value of newestFirst) {
    if (value === own.doneValue) return "done";
    if (value === own.startedValue) return "started";
    if (own.waitingValues.includes(value)) return "planned";
  }
  return "planned";
}
