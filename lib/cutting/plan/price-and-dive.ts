// Whole rolls by column generation and diving (price-and-dive): the pattern LP
// of the bin packing is solved by column generation (HiGHS, priced by an exact
// bounded knapsack); then rolls the LP takes (nearly) whole are fixed, the LP
// is solved again on the items left, and so on down; a node whose LP says it
// cannot beat the best packing so far goes back and tries the next column (a
// few times: limited discrepancy). When few items are left, an exact search
// (bin-completion.ts) finishes them or proves that it cannot.
// docs/cutting.md, "A closer plan".
import type { Highs } from "highs";
import { completeBins } from "./bin-completion";
import { patternPricer, pricingGrids } from "./pricing";

/** Knapsack cells (items x capacity) one pricing may use: finer grids are not priced on. */
const cellLimit = 60_000_000;
/** Left items at most for the exact search to take over. */
const exactItems = 45;
/** Wentges' smoothing of the duals priced at: the share of the stability centre. */
const smoothing = 0.8;
/** Columns taken other than the first choice, along one path. */
const maxDiscrepancies = 3;

/**
 * The columns of the last bound's LP (wholeRollsBound), by its items: the dive on the same items,
 * which follows it in a plan (plan-bound.ts, then whole-rolls.ts), starts from them instead of
 * generating them again. One per thread; a plan's worker plans one fabric at a time.
 */
let lastRoot: { key: string; columns: number[][]; bound: number } | undefined;
const keyOf = (distinct: readonly number[], demands: readonly number[], capacity: number) =>
  `${capacity}|${distinct.join(",")}|${demands.join(",")}`;

export type DiveResult = {
  /** The best packing found, as rolls of counts per size; undefined when none beat `incumbentRolls`. */
  patterns?: number[][];
  /** No packing needs fewer rolls: the bound given, or the LP's rounded up when that is higher. */
  bound: number;
  /** Every column the column generation made: the integer program's columns after the dive. */
  columns: number[][];
};

/**
 * Looks for a packing of `demands[t]` items of size `distinct[t]` (largest
 * first) into fewer than `incumbentRolls` rolls of `capacity`, stopping at
 * the bound (`knownBound`, e.g. L2, or the LP's when higher) or at `deadline`.
 */
export function diveWholeRolls(
  highs: Highs,
  distinct: readonly number[],
  demands: readonly number[],
  capacity: number,
  seeds: readonly number[][],
  incumbentRolls: number,
  knownBound: number,
  deadline: number,
  /** Only the bound: the root's LP, then stop. */
  isBoundOnly = false,
): DiveResult {
  let bound = knownBound;
  const grids = pricingGrids(distinct, demands, capacity, cellLimit);
  if (grids.length === 0) return { columns: [], bound };
  const residual = [...demands];
  const columns: number[][] = [];
  const keys = new Set<string>();
  const isNew = (counts: readonly number[]) => {
    const key = counts.join(",");
    if (keys.has(key) || counts.every((n) => n === 0)) return false;
    keys.add(key);
    columns.push([...counts]);
    return true;
  };
  // One size alone (so every residual can be covered), then the seeds.
  distinct.forEach((size, t) =>
    isNew(distinct.map((_, u) => (u === t ? Math.min(demands[t]!, Math.floor(capacity / size)) : 0))),
  );
  const key = keyOf(distinct, demands, capacity);
  for (const seed of [...(lastRoot?.key === key ? lastRoot.columns : []), ...seeds]) isNew(seed);
  const rows = demands.map((d, t) => {
    const terms = columns.flatMap((c, j) => (c[t]! > 0 ? [`${c[t]} x${j}`] : []));
    return ` r${t}: ${terms.join(" + ")} >= ${d}`;
  });
  const model = highs.createModel({
    format: "lp",
    data: `Minimize\n obj: ${columns.map((_, j) => `x${j}`).join(" + ")}\nSubject To\n${rows.join("\n")}\nEnd\n`,
  });
  model.options.set({ output_flag: false, presolve: "off" });
  // "A smaller item may take a larger one's place" as free exchange columns (dual-optimal inequalities,
  // Ben Amor, Desrosiers and Valério de Carvalho): far fewer rounds of pricing to the root's LP. They
  // go before the dive, whose LP must be one of real rolls.
  const exchange: number[] = [];
  for (let t = 0; t + 1 < distinct.length; t++) {
    model.addCol(0, 0, Infinity, { indices: [t, t + 1], values: [-1, 1] });
    exchange.push(columns.length);
    columns.push(distinct.map((_, u) => (u === t ? -1 : u === t + 1 ? 1 : 0)));
  }
  const isExchange = new Set(exchange);
  /** A new column into the LP; false when it is there already. */
  const addColumn = (counts: readonly number[]) => {
    if (!isNew(counts)) return false;
    const indices = counts.flatMap((n, t) => (n > 0 ? [t] : []));
    model.addCol(1, 0, Infinity, { indices, values: indices.map((t) => counts[t]!) });
    return true;
  };

  const pricer = patternPricer(distinct, demands, capacity, grids);
  /**
   * The LP on the residual: a bound on it (valid even when cut short) and the columns' values.
   * Priced on the coarsest grid first, a finer one when the coarse finds no column; it stops when
   * no pattern improves it, or when the bound rounded up reaches the LP's value rounded up (the
   * LP can only go down, so its rounded value is proven: all a count of rolls needs).
   */
  const solveLp = (stopAt = -Infinity): { lowerBound: number; x: number[] } | undefined => {
    let lowerBound = 0;
    let grid = 0;
    /** The duals of the best bound so far (the stability centre), for smoothing. */
    let centre: number[] | undefined;
    for (let round = 0; round < 5_000; round++) {
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) return undefined;
      const solution = model.getSolution();
      const duals = Array.from(solution.rowDual, (d) => Math.max(0, d));
      const value = model.getObjectiveValue();
      const answer = () => ({ lowerBound, x: Array.from(solution.colValue) });
      for (let k = 1; ; k++) {
        // Wentges' smoothing: price at a point between the centre and the LP's duals, nearer the LP's at each miss.
        const alpha = centre ? Math.max(0, 1 - k * (1 - smoothing)) : 0;
        const at = alpha > 0 ? duals.map((d, t) => alpha * centre![t]! + (1 - alpha) * d) : duals;
        const best = pricer(at, residual, grid);
        // Farley: any duals scaled down by the most a pattern is worth at them are feasible, a bound on the LP.
        const bound = residual.reduce((s, n, t) => s + n * at[t]!, 0) / Math.max(1, best.upper);
        if (bound > lowerBound) {
          lowerBound = bound;
          centre = at;
        }
        if (Math.ceil(lowerBound - 1e-6) >= Math.ceil(value - 1e-6)) return answer();
        // The LP rounded up can no longer beat `stopAt` (a bound known already).
        if (Math.ceil(value - 1e-6) <= stopAt) return answer();
        if (alpha === 0 && best.upper <= 1 + 1e-7) return answer();
        if (performance.now() > deadline) return answer();
        const gain = best.counts.reduce((s, n, t) => s + n * duals[t]!, 0);
        if (gain > 1 + 1e-7 && addColumn(best.counts)) break;
        if (alpha > 0) continue;
        if (grid + 1 >= grids.length) return answer();
        grid++;
      }
    }
    return undefined;
  };

  const fixed: number[][] = [];
  let bestPatterns: number[][] | undefined;
  let bestRolls = incumbentRolls;
  const itemsLeft = () => residual.reduce((s, n) => s + n, 0);
  const setResidual = (t: number, n: number) => {
    residual[t] = n;
    model.changeRowBounds(t, n, Infinity);
  };
  /** Fixes `copies` rolls of column j (cut down to what is left); returns how many rolls that made. */
  const fix = (counts: readonly number[], copies: number) => {
    let made = 0;
    for (let c = 0; c < copies; c++) {
      const roll = counts.map((n, t) => Math.min(n, residual[t]!));
      if (roll.every((n) => n === 0)) break;
      roll.forEach((n, t) => n > 0 && setResidual(t, residual[t]! - n));
      fixed.push(roll);
      made++;
    }
    return made;
  };
  const unfix = (made: number) => {
    for (let c = 0; c < made; c++) fixed.pop()!.forEach((n, t) => n > 0 && setResidual(t, residual[t]! + n));
  };
  const record = (rolls: number[][]) => {
    if (rolls.length < bestRolls) {
      bestRolls = rolls.length;
      bestPatterns = rolls.map((r) => [...r]);
    }
  };

  /** One step down; a column tried and left at a step above is not fixed again below it (tabu). */
  const dive = (discrepancies: number, tabu: ReadonlySet<number>): void => {
    if (bestRolls <= bound || performance.now() > deadline) return;
    if (itemsLeft() === 0) return record(fixed);
    const lp = solveLp(isBoundOnly ? bound : -Infinity);
    if (!lp) return;
    // The LP over all the items (nothing fixed yet) bounds every packing.
    if (fixed.length === 0) bound = Math.max(bound, Math.ceil(lp.lowerBound - 1e-6));
    if (isBoundOnly) return;
    if (fixed.length + Math.ceil(lp.lowerBound - 1e-6) >= bestRolls) return;
    if (exchange.length > 0) {
      // The root again without the exchange columns: a few more rounds of pricing.
      for (const j of exchange.splice(0)) model.changeColBounds(j, 0, 0);
      return dive(discrepancies, tabu);
    }
    const active = lp.x.flatMap((v, j) => (v > 1e-6 && !isExchange.has(j) ? [{ j, v }] : []));
    if (active.every(({ v }) => Math.abs(v - Math.round(v)) < 1e-6)) {
      const made = active.reduce((s, { j, v }) => s + fix(columns[j]!, Math.round(v)), 0);
      if (itemsLeft() === 0) record(fixed);
      unfix(made);
      return;
    }
    if (itemsLeft() <= exactItems) {
      // The exact search finds a packing in the rolls it is given, then is asked for one in fewer.
      for (;;) {
        const exact = completeBins(
          distinct,
          residual,
          capacity,
          bestRolls - 1 - fixed.length,
          deadline,
          20_000,
        );
        if (exact.status !== "found") {
          if (exact.status === "none") return;
          break;
        }
        record([...fixed, ...exact.patterns]);
        if (bestRolls <= bound) return;
      }
    }
    // First choice: every column the LP takes whole, with the fraction nearest a whole roll on top;
    // then that column alone, then the next ones.
    const free = active.filter(({ j }) => !tabu.has(j));
    const byNearest = free
      .filter(({ v }) => v - Math.floor(v) > 1e-6)
      .sort((a, b) => Math.ceil(a.v) - a.v - (Math.ceil(b.v) - b.v) || b.v - a.v);
    const children: { j: number; copies: number }[][] = [];
    const whole = free.filter(({ v }) => v >= 1 - 1e-6);
    const nearest = byNearest[0];
    if (whole.length > 0)
      children.push([
        ...whole.map(({ j, v }) => ({ j, copies: Math.floor(v + 1e-6) })),
        ...(nearest ? [{ j: nearest.j, copies: 1 }] : []),
      ]);
    for (const { j, v } of byNearest.slice(0, 3)) children.push([{ j, copies: Math.ceil(v) }]);
    const left = new Set(tabu);
    children.forEach((child, k) => {
      const spent = k === 0 ? 0 : 1;
      if (discrepancies + spent > maxDiscrepancies || bestRolls <= bound || performance.now() > deadline)
        return;
      const made = child.reduce((s, { j, copies }) => s + fix(columns[j]!, copies), 0);
      if (made > 0) dive(discrepancies + spent, left);
      unfix(made);
      if (child.length === 1) left.add(child[0]!.j);
    });
  };

  try {
    dive(0, new Set());
  } catch {
    // HiGHS refused a step: the dive ends with what it found.
  } finally {
    model.dispose();
  }
  return { patterns: bestPatterns, columns: columns.filter((_, j) => !isExchange.has(j)), bound };
}

/**
 * Rolls of `capacity` needed at least for items of these sizes: the pattern
 * LP (column generation, as the dive's root) rounded up, or `knownBound`
 * (e.g. L2) when that is higher or the LP too large.
 */
export function wholeRollsBound(
  highs: Highs,
  sizes: readonly number[],
  capacity: number,
  knownBound: number,
  deadline: number,
): number {
  const distinct = [...new Set(sizes)].sort((a, b) => b - a);
  const count = new Map<number, number>();
  for (const s of sizes) count.set(s, (count.get(s) ?? 0) + 1);
  const demands = distinct.map((s) => count.get(s)!);
  const root = diveWholeRolls(highs, distinct, demands, capacity, [], Infinity, knownBound, deadline, true);
  lastRoot = { key: keyOf(distinct, demands, capacity), columns: root.columns, bound: root.bound };
  return root.bound;
}

/** The bound the last wholeRollsBound proved, when it was for these items (else undefined). */
export function lastRootBound(distinct: readonly number[], demands: readonly number[], capacity: number) {
  return lastRoot?.key === keyOf(distinct, demands, capacity) ? lastRoot.bound : undefined;
}
