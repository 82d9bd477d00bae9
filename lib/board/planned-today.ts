// Today's planned against done per department on the wall board (docs/planning.md,
// "What people see"). The plan is another feature's: the board's route composes
// it in, as a count of lines the plan still finishes today per department.
import type { BoardSummary } from "./board-summary";

/**
 * Planned today = lines done today + lines the plan still finishes today, per
 * department; null where no plan was read (the board then shows done alone).
 */
export function withPlannedToday(summary: BoardSummary, stillToday: ReadonlyMap<number, number> | null) {
  return {
    ...summary,
    departments: summary.departments.map((department) => {
      const still = stillToday?.get(department.departmentId);
      return { ...department, plannedToday: still === undefined ? null : department.doneToday + still };
    }),
  };
}
export type BoardWithPlan = ReturnType<typeof withPlannedToday>;
export type BoardDepartmentWithPlan = BoardWithPlan["departments"][number];
