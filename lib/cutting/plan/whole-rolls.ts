// Whole rolls, as few as can be: where every started roll counts whole and the
// rolls are of one length (the literature's bin packing), the strips go into
// rolls by a dive through the pattern LP (price-and-dive.ts), then by integer
// programs over the patterns the column generation found, plus the rolls of
// the best packing so far (price-and-branch), solved by HiGHS's MIP solver in
// the time left (docs/cutting.md, "A closer plan").
import type { Highs } from "highs";
import { martelloTothL2 } from "./plan-bound";
import { consistentSearch } from "./consistent-search";
import { coverExactly } from "./exact-cover";
import { solveIntegerCover } from "./integer-cover";
import { diveWholeRolls, lastRootBound } from "./price-and-dive";

export type WholeRolls = {
  /** For each roll the indices of the items in it (the incumbent's when nothing better was found). */
  bins: number[][];
  /** No packing of these items needs fewer rolls (L2, or the pattern LP rounded up). */
  bound: number;
};

/** A pattern as how many items of each size it holds, keyed for de-duplication. */
type Column = { counts: number[]; key: string };

const columnOf = (counts: number[]): Column => ({ counts, key: counts.join(",") });

/**
 * Packs `sizes` into rolls of `capacity` with fewer rolls than `incumbent`
 * when one is found before `deadline` (else the incumbent, with the bound);
 * undefined when the incumbent is at L2 already. First the cheap bound: at L2
 * a packing may waste only so much, and where the patterns within that waste
 * are few (the triplets': exact fills) an exact cover by them is searched
 * (exact-cover.ts) before any LP. Then the dive, whose LP raises the bound,
 * looks for a packing at it;
 * if it finds none, every pattern that wastes no more than the bound allows is
 * listed, and when that list is complete a partition over it is solved; then
 * a cover over every column.
 */
export function packWholeRolls(
  highs: Highs,
  sizes: readonly number[],
  capacity: number,
  incumbent: readonly (readonly number[])[],
  deadline: number,
): WholeRolls | undefined {
  const started = performance.now();
  const used = incumbent.filter((bin) => bin.length > 0);
  if (sizes.length === 0 || started >= deadline) return undefined;
  const distinct = [...new Set(sizes)].sort((a, b) => b - a);
  const typeOf = new Map(distinct.map((s, t) => [s, t]));
  const demands = distinct.map(() => 0);
  for (const s of sizes) demands[typeOf.get(s)!]! += 1;
  const total = sizes.reduce((s, x) => s + x, 0);

  const countsOf = (bin: readonly number[]) => {
    const counts = distinct.map(() => 0);
    for (const item of bin) counts[typeOf.get(sizes[item]!)!]! += 1;
    return counts;
  };
  const columns = new Map<string, Column>();
  const add = (counts: number[]) => {
    const column = columnOf(counts);
    if (counts.some((n) => n > 0) && !columns.has(column.key)) columns.set(column.key, column);
  };
  // The incumbent's rolls: the program can always do as well as the packing it improves on.
  const start = new Map<string, number>();
  for (const bin of used) {
    const counts = countsOf(bin);
    add(counts);
    const key = columnOf(counts).key;
    start.set(key, (start.get(key) ?? 0) + 1);
  }
  let best: { copies: number[]; list: Column[]; rolls: number } | undefined;
  /** The consistent neighbourhood search's packing, as rolls of item indices. */
  let searched: number[][] | undefined = undefined;
  const bestRolls = () => Math.min(best?.rolls ?? Infinity, searched?.length ?? Infinity, used.length);
  const solve = (until: number, isPartition: boolean) => {
    const list = [...columns.values()];
    const chosen = solveMaster(highs, list, demands, bestRolls(), start, until, isPartition);
    if (chosen && chosen.rolls < bestRolls()) best = { ...chosen, list };
  };
  const result = (bound: number): WholeRolls =>
    best && best.rolls <= bestRolls()
      ? { bins: binsOf(best.copies, best.list, sizes, typeOf), bound }
      : { bins: (searched ?? used).map((bin) => [...bin]), bound };

  const l2 = martelloTothL2(sizes, capacity);
  if (used.length <= l2) return undefined;
  const share = (part: number) => performance.now() + (deadline - performance.now()) * part;
  // At L2 first: where the patterns within its waste are few (the triplets': exact fills), an exact cover by them.
  const atL2 = lowWastePatterns(distinct, demands, capacity, l2 * capacity - total, share(0.25), coverLimit);
  if (atL2.isComplete && atL2.patterns.length > 0) {
    const cover = coverExactly(distinct, demands, capacity, atL2.patterns, l2, share(0.7));
    if (cover.status === "found") {
      const list = cover.patterns.map(columnOf);
      best = { copies: list.map(() => 1), list, rolls: list.length };
      return result(l2);
    }
  }
  // A consistent neighbourhood search from the incumbent (consistent-search.ts), for a short while: where
  // the rolls hold a few pieces each and the LP converges slowly (Scholl's HARD) it finds in a few hundred
  // milliseconds the rolls the dive does not. It stops at the plan's bound where that is known already.
  const known = Math.max(l2, lastRootBound(distinct, demands, capacity) ?? 0);
  searched = consistentSearch(sizes, capacity, used, known, share(0.15));
  if (searched) {
    if (searched.length <= known) return result(known);
    for (const bin of searched) add(countsOf(bin));
  }
  // The dive from the best rolls so far, down to the bound (price-and-dive.ts); its LP raises the bound.
  const dive = diveWholeRolls(
    highs,
    distinct,
    demands,
    capacity,
    [...columns.values()].map((c) => c.counts),
    bestRolls(),
    l2,
    share(0.7),
  );
  const bound = dive.bound;
  if (dive.patterns) {
    const list = dive.patterns.map(columnOf);
    best = { copies: list.map(() => 1), list, rolls: list.length };
    if (best.rolls <= bound) return result(bound);
  }
  if (bestRolls() <= bound) return result(bound);
  for (const counts of dive.columns) add(counts);
  // Every pattern that a packing at the bound could use, when they are few (the triplets': exact fills).
  const pool = lowWastePatterns(distinct, demands, capacity, bound * capacity - total, share(0.2));
  if (pool.isComplete) {
    for (const counts of pool.patterns) add(counts);
    // Every item once: exact, since the pool holds real rolls, and it solves far faster than a cover.
    solve(share(0.6), true);
    if (best && best.rolls <= bound) return result(bound);
  }
  solve(deadline, false);
  return result(bound);
}

/** Most patterns kept from the enumeration: past this the pool is partial (and the program large). */
const poolLimit = 3_000;
/** The same for the exact cover at L2, which takes many more patterns in its stride. */
const coverLimit = 10_000;

/**
 * Every pattern (counts per size, sizes largest first) that leaves at most
 * `allowedWaste` of the roll unused, up to `limit` patterns or `deadline`
 * (then `isComplete` is false).
 */
export function lowWastePatterns(
  distinct: readonly number[],
  demands: readonly number[],
  capacity: number,
  allowedWaste: number,
  deadline: number,
  limit = poolLimit,
): { patterns: number[][]; isComplete: boolean } {
  const found: number[][] = [];
  if (allowedWaste < 0) return { patterns: found, isComplete: true };
  // What all items from size t on could fill at most: a branch that cannot get within the waste stops.
  const suffix = distinct.map(() => 0);
  for (let t = distinct.length - 1; t >= 0; t--)
    suffix[t] = distinct[t]! * demands[t]! + (suffix[t + 1] ?? 0);
  const take = distinct.map(() => 0);
  let steps = 0;
  let isStopped = false;
  const walk = (from: number, room: number) => {
    if (isStopped) return;
    if ((++steps & 1023) === 0 && performance.now() > deadline) isStopped = true;
    if (room <= allowedWaste) {
      found.push([...take]);
      if (found.length >= limit) isStopped = true;
    }
    for (let t = from; t < distinct.length && !isStopped; t++) {
      if (room - suffix[t]! > allowedWaste) return;
      if (take[t]! >= demands[t]! || distinct[t]! > room) continue;
      take[t]! += 1;
      walk(t, room - distinct[t]!);
      take[t]! -= 1;
    }
  };
  walk(0, capacity);
  return { patterns: found, isComplete: !isStopped };
}

/** The program over the columns (a partition of the items, or a cover), integer; the incumbent as its start. */
function solveMaster(
  highs: Highs,
  columns: readonly Column[],
  demands: readonly number[],
  incumbentRolls: number,
  start: ReadonlyMap<string, number>,
  deadline: number,
  isPartition: boolean,
): { copies: number[]; rolls: number } | undefined {
  const copies = solveIntegerCover(highs, {
    counts: columns.map((c) => c.counts),
    demands,
    start: columns.map((c) => start.get(c.key) ?? 0),
    deadline,
    isPartition,
    // Only a packing with a roll fewer than the incumbent is of use.
    objectiveBound: incumbentRolls - 0.5,
  });
  return copies && { copies, rolls: copies.reduce((s, n) => s + n, 0) };
}

/** The chosen patterns as rolls of item indices; a pattern covering more than is left drops the extra. */
function binsOf(
  copies: readonly number[],
  columns: readonly Column[],
  sizes: readonly number[],
  typeOf: ReadonlyMap<number, number>,
): number[][] {
  const left = new Map<number, number[]>();
  sizes.forEach((s, i) => {
    const t = typeOf.get(s)!;
    left.set(t, [...(left.get(t) ?? []), i]);
  });
  const bins: number[][] = [];
  columns.forEach((column, j) => {
    for (let copy = 0; copy < copies[j]!; copy++) {
      const bin = column.counts.flatMap((n, t) => left.get(t)!.splice(0, n));
      if (bin.length > 0) bins.push(bin);
    }
  });
  return bins;
}
