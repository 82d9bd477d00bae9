// The Cut list in the order of what is due (docs/cutting.md, "In the order of
// what is due"): the fabric and the roll with a projected-late line first,
// then the earliest due date; along a roll the cuts keep the roll's order.
// The due dates come from the capacity plan, which the route asks.
import type { CutList } from "./schemas";

export type CutDue = { isProjectedLate: boolean; dueAt: number | null };

/** Lower first: [a strip already cut (its tickets are next) | late | on time | nothing to cut, due moment]. */
type Rank = readonly [number, number];

const compare = (a: Rank, b: Rank) => a[0] - b[0] || (a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1);
const lowest = (ranks: readonly Rank[]): Rank =>
  ranks.reduce<Rank>((best, rank) => (compare(rank, best) < 0 ? rank : best), [3, Infinity]);

export function inDueOrder(
  list: CutList,
  dueOf: (productionPolygonId: number) => CutDue | undefined,
): CutList {
  type Roll = CutList["fabrics"][number]["rolls"][number];
  // Asked of every cut of the whole list on each request (tens of thousands at 100k): no array per cut.
  const rankOfRoll = (roll: Roll): Rank => {
    let [bestKind, bestAt] = [3, Infinity];
    for (const cut of roll.cuts) {
      if (cut.offsetMm === null) return [0, -Infinity];
      const due = dueOf(cut.productionPolygonId);
      const kind = due?.isProjectedLate ? 1 : 2;
      const at = due?.dueAt ?? Infinity;
      if (kind < bestKind || (kind === bestKind && at < bestAt)) [bestKind, bestAt] = [kind, at];
    }
    return [bestKind, bestAt];
  };
  const fabrics = list.fabrics.map((fabric) => {
    const rolls = fabric.rolls
      .map((roll) => ({ roll, rank: rankOfRoll(roll) }))
      .sort((a, b) => compare(a.rank, b.rank));
    return { fabric: { ...fabric, rolls: rolls.map((r) => r.roll) }, rank: lowest(rolls.map((r) => r.rank)) };
  });
  // Stable: fabrics of equal rank (and those with nothing to cut, last) keep the plan's order.
  return { ...list, fabrics: fabrics.sort((a, b) => compare(a.rank, b.rank)).map((f) => f.fabric) };
}
