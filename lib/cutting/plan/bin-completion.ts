// An exact search for a few rolls (bin completion, after Korf): the largest
// item left opens a roll, which is completed in every way that is maximal (no
// other item left would still fit) and within the waste the rolls allow,
// fullest first. Sizes are counted by type, so equal items never branch twice;
// a state that failed once is remembered. Used on what is left when the dive
// (price-and-dive.ts) has fixed most rolls (docs/cutting.md, "A closer plan").

/** Completions listed per roll at most: past this the search is no longer complete. */
const completionLimit = 400;

export type CompletionResult =
  { status: "found"; patterns: number[][] } | { status: "none" } | { status: "stopped" };

/**
 * Packs `counts[t]` items of size `distinct[t]` (sizes largest first) into at
 * most `maxRolls` rolls of `capacity`. "none" is a proof that no such packing
 * exists; "stopped" means the node limit or the deadline came first.
 */
export function completeBins(
  distinct: readonly number[],
  counts: readonly number[],
  capacity: number,
  maxRolls: number,
  deadline: number,
  nodeLimit = 100_000,
): CompletionResult {
  const left = [...counts];
  let total = left.reduce((s, n, t) => s + n * distinct[t]!, 0);
  let big = left.reduce((s, n, t) => s + (distinct[t]! * 2 > capacity ? n : 0), 0);
  const patterns: number[][] = [];
  const failed = new Set<string>();
  let nodes = 0;
  let isStopped = false;
  let isIncomplete = false;
  /** Takes n items of type t out (a negative n puts them back). */
  const take = (t: number, n: number) => {
    left[t]! -= n;
    total -= n * distinct[t]!;
    if (distinct[t]! * 2 > capacity) big -= n;
  };

  const search = (rolls: number): boolean => {
    if (total === 0) return true;
    if (rolls <= 0 || rolls * capacity < total || big > rolls) return false;
    if (++nodes > nodeLimit || ((nodes & 255) === 0 && performance.now() > deadline)) {
      isStopped = true;
      return false;
    }
    const key = `${rolls}|${left.join(",")}`;
    if (failed.has(key)) return false;
    const first = left.findIndex((n) => n > 0);
    const pattern = distinct.map(() => 0);
    pattern[first] = 1;
    take(first, 1);
    const slack = rolls * capacity - total - distinct[first]!;
    const completions = maximalCompletions(distinct, left, capacity - distinct[first]!, slack);
    if (completions.length >= completionLimit) isIncomplete = true;
    for (const completion of completions) {
      completion.forEach((n, t) => take(t, n));
      patterns.push(completion.map((n, t) => n + pattern[t]!));
      if (search(rolls - 1)) {
        return true;
      }
      patterns.pop();
      completion.forEach((n, t) => take(t, -n));
      if (isStopped) break;
    }
    take(first, -1);
    if (!isStopped && failed.size < 200_000) failed.add(key);
    return false;
  };

  if (search(maxRolls)) return { status: "found", patterns };
  return isStopped || isIncomplete ? { status: "stopped" } : { status: "none" };
}

/**
 * The ways to fill `room` with the items left (counts per type) that waste at
 * most `slack` and leave no item left that would still fit, fullest first, at
 * most `completionLimit` of them.
 */
function maximalCompletions(
  distinct: readonly number[],
  left: readonly number[],
  room: number,
  slack: number,
): number[][] {
  const found: { counts: number[]; fill: number }[] = [];
  if (slack < 0) return [];
  // What the items from type t on could fill at most: a branch that cannot get within the slack stops.
  const suffix = distinct.map(() => 0);
  for (let t = distinct.length - 1; t >= 0; t--) suffix[t] = distinct[t]! * left[t]! + (suffix[t + 1] ?? 0);
  let smallestLeft = Infinity;
  for (let t = distinct.length - 1; t >= 0; t--)
    if (left[t]! > 0) {
      smallestLeft = distinct[t]!;
      break;
    }
  const take = distinct.map(() => 0);
  // Maximal: no item left over (after this completion) fits in what is still free.
  const isMaximal = (free: number) => {
    if (free < smallestLeft) return true;
    for (let t = distinct.length - 1; t >= 0; t--) {
      if (distinct[t]! > free) return true;
      if (left[t]! - take[t]! > 0) return false;
    }
    return true;
  };
  const walk = (from: number, free: number) => {
    if (found.length >= completionLimit * 4) return;
    if (free <= slack && isMaximal(free)) found.push({ counts: [...take], fill: room - free });
    for (let t = from; t < distinct.length; t++) {
      if (free - suffix[t]! > slack) return;
      if (take[t]! >= left[t]! || distinct[t]! > free) continue;
      take[t]! += 1;
      walk(t, free - distinct[t]!);
      take[t]! -= 1;
    }
  };
  walk(0, room);
  found.sort((a, b) => b.fill - a.fill);
  return found.slice(0, completionLimit).map((f) => f.counts);
}
