// The pricing of the bin-packing LP's column generation (price-and-dive.ts):
// the roll pattern of most dual value, exactly, by a bounded knapsack over the
// roll's length (in units of the lengths' common divisor).
// docs/cutting.md, "A closer plan".

export type Priced = {
  /** The pattern's dual value: above 1, its column improves the LP. */
  value: number;
  counts: number[];
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

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
 * The best pattern by a bounded knapsack over the roll's length (in units of
 * the sizes' common divisor), each size split into 1, 2, 4, … copies (binary
 * splitting), with the table of choices kept to read the pattern back.
 */
export function patternPricer(distinct: readonly number[], demands: readonly number[], capacity: number) {
  const { chunks: maxChunks, unit } = knapsackCells(distinct, demands, capacity);
  const room = Math.floor(capacity / unit);
  const lengths = distinct.map((s) => s / unit);
  const value = new Float64Array(room + 1);
  const taken = new Uint8Array(maxChunks * (room + 1));
  return (duals: readonly number[], residual: readonly number[]): Priced => {
    value.fill(0);
    const chunks: { t: number; n: number }[] = [];
    lengths.forEach((size, t) => {
      if (duals[t]! <= 1e-9) return;
      let left = Math.min(residual[t]!, Math.floor(room / size));
      for (let n = 1; left > 0; n *= 2) {
        chunks.push({ t, n: Math.min(n, left) });
        left -= Math.min(n, left);
      }
    });
    chunks.forEach(({ t, n }, k) => {
      const w = lengths[t]! * n;
      const v = duals[t]! * n;
      const row = k * (room + 1);
      taken.fill(0, row, row + room + 1);
      for (let c = room; c >= w; c--) {
        const candidate = value[c - w]! + v;
        if (candidate > value[c]! + 1e-12) {
          value[c] = candidate;
          taken[row + c] = 1;
        }
      }
    });
    const counts = distinct.map(() => 0);
    let c = room;
    for (let k = chunks.length - 1; k >= 0; k--)
      if (taken[k * (room + 1) + c]) {
        counts[chunks[k]!.t]! += chunks[k]!.n;
        c -= lengths[chunks[k]!.t]! * chunks[k]!.n;
      }
    return { value: value[room]!, counts };
  };
}
