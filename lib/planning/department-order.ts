// The order the planner works the departments in (docs/planning.md, "How a
// line is placed"): the flow the lines' own steps take, so every department
// is planned after the ones that hand it work.

/**
 * The departments in flow order: one comes after every department that some
 * line visits just before it. Among those free to go next, the earlier in
 * `departments`; a loop (which a workflow should not have) is broken the same way.
 */
export function departmentOrder(
  departments: readonly number[],
  paths: Iterable<readonly number[]>,
): number[] {
  const before = new Map(departments.map((d) => [d, new Set<number>()]));
  for (const path of paths)
    for (let i = 1; i < path.length; i++) {
      const [from, to] = [path[i - 1]!, path[i]!];
      if (from !== to) before.get(to)?.add(from);
    }
  const order: number[] = [];
  const left = new Set(departments);
  while (left.size > 0) {
    const next = [...left].find((d) => [...before.get(d)!].every((p) => !left.has(p))) ?? [...left][0]!;
    left.delete(next);
    order.push(next);
  }
  return order;
}
