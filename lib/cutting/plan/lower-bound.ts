// The lower bound: no plan can use less fabric. The LP relaxation of the
// pattern model (Gilmore-Gomory) solved by column generation with HiGHS,
// priced by a knapsack, rounded up; for plain bin packing also Martello and
// Toth's L2. The reasoning is in docs/cutting.md.
import type { Highs } from "highs";

/** Pieces of one size; a shareable one may sit beside others in a pattern. */
export type PieceType = { lengthMm: number; widthMm: number; demand: number; isShareable: boolean };

const epsilon = 1e-7;

/**
 * Best patterns for every length threshold: types sorted by length, one 0-1
 * knapsack over the width grown type by type, so after type k the best value
 * of a pattern whose longest piece is type k's length is known.
 */
function price(types: readonly PieceType[], duals: readonly number[], widthMm: number, unit: number) {
  // Widths in whole units, rounded down, and the roll's width rounded down too: every real pattern
  // still fits, so the priced set only grows and the LP stays a lower bound.
  const capacity = Math.floor(widthMm / unit);
  const unitWidth = types.map((t) => Math.floor(t.widthMm / unit));
  const copies: number[] = [];
  for (let t = 0; t < types.length; t++) {
    const type = types[t]!;
    const count = Math.min(
      type.demand,
      unitWidth[t]! > 0 ? Math.floor(capacity / unitWidth[t]!) : type.demand,
    );
    for (let c = 0; c < count; c++) copies.push(t);
  }
  const value = new Float64Array(capacity + 1);
  const taken = copies.map(() => new Uint8Array(capacity + 1));
  const results: { ratio: number; reducedCost: number; pattern: number[] }[] = [];
  for (let k = 0; k < copies.length; k++) {
    const t = copies[k]!;
    const w = unitWidth[t]!;
    const v = duals[t]!;
    if (v > epsilon) {
      for (let c = capacity; c >= w; c--) {
        const candidate = value[c - w]! + v;
        if (candidate > value[c]! + epsilon) {
          value[c] = candidate;
          taken[k]![c] = 1;
        }
      }
    }
    const isLastCopy = copies[k + 1] !== t;
    if (!isLastCopy) continue;
    const cost = types[t]!.lengthMm;
    const best = value[capacity]!;
    const pattern = new Array<number>(types.length).fill(0);
    let c = capacity;
    for (let j = k; j >= 0; j--) {
      if (taken[j]![c]) {
        pattern[copies[j]!]! += 1;
        c -= unitWidth[copies[j]!]!;
      }
    }
    results.push({ ratio: best / cost, reducedCost: cost - best, pattern });
  }
  return results;
}

/** The restricted master LP, kept in one HiGHS model so each new column starts from the last basis. */
function openMaster(
  highs: Highs,
  types: readonly PieceType[],
  patterns: readonly { cost: number; counts: number[] }[],
) {
  const objective = patterns.map((p, j) => `${p.cost} x${j}`).join(" + ");
  const rows = types.map((type, i) => {
    const terms = patterns.flatMap((p, j) => (p.counts[i]! > 0 ? [`${p.counts[i]} x${j}`] : []));
    return ` r${i}: ${terms.join(" + ")} >= ${type.demand}`;
  });
  const model = highs.createModel({
    format: "lp",
    data: `Minimize\n obj: ${objective}\nSubject To\n${rows.join("\n")}\nEnd\n`,
  });
  model.options.set({ output_flag: false, presolve: "off" });
  const solve = () => {
    model.run();
    if (model.getModelStatus() !== highs.constants.modelStatus.optimal)
      throw new Error("the bound's LP found no optimum");
    const solution = model.getSolution();
    const duals = Array.from(solution.rowDual, (d) => Math.max(0, d));
    return { value: model.getObjectiveValue(), duals, x: Array.from(solution.colValue) };
  };
  const addColumn = (cost: number, counts: readonly number[]) => {
    const indices = counts.flatMap((c, i) => (c > 0 ? [i] : []));
    model.addCol(cost, 0, Infinity, { indices, values: indices.map((i) => counts[i]!) });
  };
  return { solve, addColumn, dispose: () => model.dispose() };
}

/**
 * The LP bound of the two-stage pattern model: a pattern is one strip across
 * the width (pieces side by side, widths summing to at most `widthMm`), its
 * cost the length of its longest piece. Unshareable pieces are alone in theirs.
 * Returns a value no plan can beat, valid even when stopped early (Farley),
 * and the patterns of the last LP with their values: hints for the planner.
 */
export function patternLpBound(
  highs: Highs,
  allTypes: readonly PieceType[],
  widthMm: number,
  deadline: number,
  /** Millimetres per knapsack cell: coarser is faster, and the bound stays valid. */
  unit = 1,
): { bound: number; patterns: LpPattern[] } {
  const alone = allTypes.filter((t) => !t.isShareable).reduce((s, t) => s + t.lengthMm * t.demand, 0);
  const types = allTypes.filter((t) => t.isShareable).sort((a, b) => a.lengthMm - b.lengthMm);
  if (types.length === 0) return { bound: alone, patterns: [] };
  const patterns = types.map((type, i) => {
    const counts = new Array<number>(types.length).fill(0);
    counts[i] = Math.min(type.demand, Math.floor(widthMm / type.widthMm));
    return { cost: type.lengthMm, counts };
  });
  let bound = 0;
  let x: number[] = [];
  const master = openMaster(highs, types, patterns);
  try {
    for (let iteration = 0; iteration < 2_000; iteration++) {
      const solved = master.solve();
      const { value, duals } = solved;
      x = solved.x;
      const priced = price(types, duals, widthMm, unit);
      const maxRatio = Math.max(1, ...priced.map((p) => p.ratio));
      // Farley: the duals scaled by 1/maxRatio are feasible for the dual, so value/maxRatio bounds the LP.
      bound = Math.max(bound, value / maxRatio);
      const improving = priced
        .filter((p) => p.reducedCost < -1e-6 * Math.max(1, p.ratio))
        .sort((a, b) => a.reducedCost - b.reducedCost);
      if (improving.length === 0) {
        bound = value;
        break;
      }
      for (const p of improving.slice(0, 24)) {
        master.addColumn(types[lastIndex(p.pattern)]!.lengthMm, p.pattern);
        patterns.push({ cost: types[lastIndex(p.pattern)]!.lengthMm, counts: p.pattern });
      }
      if (performance.now() > deadline) break;
    }
  } finally {
    master.dispose();
  }
  const used = patterns.flatMap((p, j) => ((x[j] ?? 0) > 1e-6 ? [{ x: x[j]!, counts: p.counts }] : []));
  return {
    bound: alone + bound,
    patterns: used.map(({ x: value, counts }) => ({
      x: value,
      pieces: counts.flatMap((count, i) =>
        count > 0 ? [{ lengthMm: types[i]!.lengthMm, widthMm: types[i]!.widthMm, count }] : [],
      ),
    })),
  };
}

/** A pattern of the LP: pieces (by size) side by side in one strip, and how much of it the LP takes. */
export type LpPattern = { x: number; pieces: { lengthMm: number; widthMm: number; count: number }[] };

const lastIndex = (counts: readonly number[]) => {
  for (let i = counts.length - 1; i >= 0; i--) if (counts[i]! > 0) return i;
  return 0;
};

/** Martello and Toth's L2 bound on the number of bins of size `capacity`. */
export function martelloTothL2(sizes: readonly number[], capacity: number): number {
  const alphas = [0, ...new Set(sizes.filter((s) => s * 2 <= capacity))];
  let best = 0;
  for (const alpha of alphas) {
    let big = 0;
    let middleCount = 0;
    let middleSum = 0;
    let smallSum = 0;
    for (const s of sizes) {
      if (s > capacity - alpha) big++;
      else if (s * 2 > capacity) {
        middleCount++;
        middleSum += s;
      } else if (s >= alpha) smallSum += s;
    }
    const spill = Math.max(0, Math.ceil((smallSum - (middleCount * capacity - middleSum)) / capacity));
    best = Math.max(best, big + middleCount + spill);
  }
  return best;
}

/** Groups equal pieces into types, for the pattern model. */
export function toPieceTypes(
  pieces: readonly { lengthMm: number; widthMm: number }[],
  rollWidthMm: number,
): PieceType[] {
  const byKey = new Map<string, PieceType>();
  for (const p of pieces) {
    const key = `${p.lengthMm}x${p.widthMm}`;
    const type = byKey.get(key);
    if (type) type.demand++;
    else
      byKey.set(key, {
        lengthMm: p.lengthMm,
        widthMm: p.widthMm,
        demand: 1,
        isShareable: p.widthMm * 2 < rollWidthMm,
      });
  }
  return [...byKey.values()];
}
