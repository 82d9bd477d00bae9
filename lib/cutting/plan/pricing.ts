// The pricing of the bin-packing LP's column generation (price-and-dive.ts):
// the roll pattern of most dual value, by a bounded knapsack over the roll's
// length, on a grid that starts coarse and is refined only when needed. On a
// grid of `unit` length units, the lengths rounded up give patterns that
// really fit (columns), and the lengths rounded down give a knapsack whose
// best is at least any real pattern's (a bound, for Farley's). On Scholl's
// HARD (a roll of 100,000, 3 to 5 pieces to a roll) a table over the whole
// length fills 20 million cells at every round; on a grid of 50 it fills
// 400,000, and the LP rounded up is usually proven long before the finest
// grid is needed. docs/cutting.md, "A closer plan".

export type Priced = {
  /** A pattern that fits, with its dual value: above 1, its column improves the LP. */
  counts: number[];
  value: number;
  /** No pattern is worth more (at least `value`; equal on the finest grid). */
  upper: number;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A grid whose table has at most this many cells is fine enough to start on: no coarser one. */
const cheapTable = 1_000_000;
/** The coarsest grid: the roll's length in at least this many units. */
const coarsestRoom = 2_000;

/** Knapsack cells (pieces split in chunks x roll length) the knapsack of these sizes needs. */
export function knapsackCells(distinct: readonly number[], demands: readonly number[], capacity: number) {
  const unit = distinct.reduce(gcd, 0) || 1;
  const chunks = demands.reduce(
    (s, d, t) => s + Math.ceil(Math.log2(1 + Math.min(d, Math.floor(capacity / distinct[t]!)))),
    0,
  );
  return { chunks, unit, cells: chunks * (Math.floor(capacity / unit) + 1) };
}

/**
 * The grids to price on, coarsest first: units of the lengths' common divisor,
 * each a quarter of the one before, down to the divisor itself, or to the
 * finest whose table stays within `cellLimit` cells. The coarsest is the first
 * (from the finest) whose table is cheap anyway, or about 2,000 cells to a
 * roll: where the exact table is small, it is the only grid.
 */
export function pricingGrids(
  distinct: readonly number[],
  demands: readonly number[],
  capacity: number,
  cellLimit: number,
  cheapCells = cheapTable,
): number[] {
  const { chunks, unit } = knapsackCells(distinct, demands, capacity);
  const grids: number[] = [];
  for (let u = unit; ; u *= 4) {
    const cells = chunks * (Math.floor(capacity / u) + 1);
    if (cells <= cellLimit) grids.unshift(u);
    if (cells <= cheapCells || Math.floor(capacity / u) <= coarsestRoom) break;
  }
  return grids;
}

/**
 * A pricer over the grids (pricingGrids): `grid` is an index into them,
 * coarsest first. On the finest grid (the lengths' common divisor) the
 * pattern is the best one and `upper` equals its value.
 */
export function patternPricer(
  distinct: readonly number[],
  demands: readonly number[],
  capacity: number,
  grids: readonly number[],
) {
  const exactUnit = knapsackCells(distinct, demands, capacity).unit;
  const tables = new Map<number, { value: Float64Array; taken: Uint8Array }>();
  /** The best of the knapsack with these whole lengths, and (when `isPatternWanted`) its counts. */
  const knapsack = (
    lengths: readonly number[],
    room: number,
    duals: readonly number[],
    maxCounts: readonly number[],
    isPatternWanted: boolean,
  ) => {
    const chunks: { t: number; n: number }[] = [];
    lengths.forEach((_, t) => {
      if (duals[t]! <= 1e-9) return;
      let left = maxCounts[t]!;
      for (let n = 1; left > 0; n *= 2) {
        chunks.push({ t, n: Math.min(n, left) });
        left -= Math.min(n, left);
      }
    });
    const key = room * 2 + (isPatternWanted ? 1 : 0);
    let table = tables.get(key);
    const size = isPatternWanted ? chunks.length * (room + 1) : 0;
    if (!table || table.taken.length < size) {
      table = { value: new Float64Array(room + 1), taken: new Uint8Array(size) };
      tables.set(key, table);
    }
    const { value, taken } = table;
    value.fill(0);
    chunks.forEach(({ t, n }, k) => {
      const w = lengths[t]! * n;
      const v = duals[t]! * n;
      if (w > room) return;
      const row = k * (room + 1);
      if (isPatternWanted) taken.fill(0, row, row + room + 1);
      for (let c = room; c >= w; c--) {
        const candidate = value[c - w]! + v;
        if (candidate > value[c]! + 1e-12) {
          value[c] = candidate;
          if (isPatternWanted) taken[row + c] = 1;
        }
      }
    });
    const counts = lengths.map(() => 0);
    if (isPatternWanted) {
      let c = room;
      for (let k = chunks.length - 1; k >= 0; k--)
        if (taken[k * (room + 1) + c]) {
          counts[chunks[k]!.t]! += chunks[k]!.n;
          c -= lengths[chunks[k]!.t]! * chunks[k]!.n;
        }
    }
    return { best: value[room]!, counts };
  };
  return (duals: readonly number[], residual: readonly number[], grid: number): Priced => {
    const unit = grids[grid]!;
    const room = Math.floor(capacity / unit);
    const maxCounts = distinct.map((s, t) => Math.min(residual[t]!, Math.floor(capacity / s)));
    // Rounded up, whatever fits the grid's room fits the roll.
    const up = knapsack(
      distinct.map((s) => Math.ceil(s / unit)),
      room,
      duals,
      maxCounts,
      true,
    );
    const value = up.counts.reduce((s, n, t) => s + n * duals[t]!, 0);
    if (unit === exactUnit) return { counts: up.counts, value, upper: value };
    // Rounded down, every pattern that fits the roll fits the grid's room: its best bounds them all.
    const down = knapsack(
      distinct.map((s) => Math.floor(s / unit)),
      room,
      duals,
      maxCounts,
      false,
    );
    return { counts: up.counts, value, upper: Math.max(value, down.best) };
  };
}
