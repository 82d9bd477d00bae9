// The departments in workflow order (docs/planning.md, "What is planned"): the
// order work flows through them, read from the statuses. A department comes
// after every department whose done value it waits at (cutting done, 290, is
// what sewing and assembly pick up). The workflow's own list is not that order:
// it is kept and read by department code (lib/workflow/store.ts), so ASM, CUT,
// DISP, PACK, QC, SEW, and a plan in that order sent a line waiting at sewing
// back through cutting, dispatch, packing and QC before sewing.

type FlowDepartment = { departmentCode: string; waitingValues: readonly number[]; doneValue: number };

/**
 * The department codes in workflow order. Among departments whose predecessors are all
 * placed, the one picking up the lowest value first (then the lowest done value, then
 * the code); a loop in the flow (a department waiting at a later one's done value) is
 * broken the same way, so every department gets a place.
 */
export function workflowOrder(departments: readonly FlowDepartment[]): string[] {
  const key = (d: FlowDepartment) => [Math.min(...d.waitingValues), d.doneValue] as const;
  const before = (a: FlowDepartment, b: FlowDepartment) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || ka[1] - kb[1] || a.departmentCode.localeCompare(b.departmentCode);
  };
  // Who must come first: the departments whose done value this one waits at (not itself).
  const after = new Map(
    departments.map((d) => [
      d,
      new Set(departments.filter((p) => p !== d && d.waitingValues.includes(p.doneValue))),
    ]),
  );
  const order: string[] = [];
  const left = new Set(departments);
  while (left.size > 0) {
    const remaining = [...left].sort(before);
    const next = remaining.find((d) => [...after.get(d)!].every((p) => !left.has(p))) ?? remaining[0]!;
    left.delete(next);
    order.push(next.departmentCode);
  }
  return order;
}
