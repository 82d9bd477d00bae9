// The lower bound's linear program: the LP relaxation of the pattern model
// (Gilmore-Gomory) solved by column generation with HiGHS, priced by a
// knapsack. plan-bound.ts combines it with the others (docs/cutting.md).
import type { Highs } from "highs";

/** Pieces of one size; a shareable one may sit beside others in a pattern; a turnable one either way. */
export type PieceType = {
  lengthMm: number;
  widthMm: number;
  demand: number;
  isShareable: boolean;
  isTurnable?: boolean;
  /** Turned, it may share (the cutting table's rule); unset: when narrower than half the roll. */
  isTurnedShareable?: boolean;
};

/** One way to lay a piece type on the roll; `row` is its type's covering row in the LP. */
type Item = { row: number; lengthMm: number; widthMm: number };

const epsilon = 1e-7;

/**
 * Best patterns for every length threshold: items sorted by length, one 0-1
 * knapsack over the width grown item by item, so after item k the best value
 * of a pattern whose longest piece is item k's length is known.
 */
function price(
  items: readonly Item[],
  demands: readonly number[],
  duals: readonly number[],
  widthMm: number,
  unit: number,
) {
  // Widths in whole units, rounded down, and the roll's width rounded down too: every real pattern
  // still fits, so the priced set only grows and the LP stays a lower bound.
  const capacity = Math.floor(widthMm / unit);
  const unitWidth = items.map((t) => Math.floor(t.widthMm / unit));
  const copies: number[] = [];
  items.forEach((item, t) => {
    const count = Math.min(
      demands[item.row]!,
      unitWidth[t]! > 0 ? Math.floor(capacity / unitWidth[t]!) : demands[item.row]!,
    );
    for (let c = 0; c < count; c++) copies.push(t);
  });
  const value = new Float64Array(capacity + 1);
  const taken = copies.map(() => new Uint8Array(capacity + 1));
  const results: { ratio: number; reducedCost: number; cost: number; itemCounts: number[] }[] = [];
  for (let k = 0; k < copies.length; k++) {
    const t = copies[k]!;
    const w = unitWidth[t]!;
    const v = duals[items[t]!.row]!;
    if (v > epsilon) {
      for (let c = capacity; c >= w; c--) {
        const candidate = value[c - w]! + v;
        if (candidate > value[c]! + epsilon) {
          value[c] = candidate;
          taken[k]![c] = 1;
        }
      }
    }
    if (copies[k + 1] === t) continue;
    const threshold = items[t]!.lengthMm;
    const best = value[capacity]!;
    const itemCounts = new Array<number>(items.length).fill(0);
    let c = capacity;
    for (let j = k; j >= 0; j--) {
      if (taken[j]![c]) {
        itemCounts[copies[j]!]! += 1;
        c -= unitWidth[copies[j]!]!;
      }
    }
    // The pattern costs its longest item, which may be shorter than the threshold.
    const cost = Math.max(0, ...itemCounts.map((n, i) => (n > 0 ? items[i]!.lengthMm : 0)));
    results.push({ ratio: best / threshold, reducedCost: cost - best, cost, itemCounts });
  }
  return results;
}

/** The restricted master LP, kept in one HiGHS model so each new column starts from the last basis. */
function openMaster(
  highs: Highs,
  demands: readonly number[],
  patterns: readonly { cost: number; counts: number[] }[],
) {
  const objective = patterns.map((p, j) => `${p.cost} x${j}`).join(" + ");
  const rows = demands.map((demand, i) => {
    const terms = patterns.flatMap((p, j) => (p.counts[i]! > 0 ? [`${p.counts[i]} x${j}`] : []));
    return ` r${i}: ${terms.join(" + ")} >= ${demand}`;
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
    const indices = counts.flatMap((c, i) => (c !== 0 ? [i] : []));
    model.addCol(cost, 0, Infinity, { indices, values: indices.map((i) => counts[i]!) });
  };
  return { solve, addColumn, dispose: () => model.dispose() };
}

/**
 * The LP bound of the two-stage pattern model: a pattern is one strip across
 * the width (pieces side by side, widths summing to at most `widthMm`), its
 * cost the length of its longest piece. A piece that may not share (the
 * type says, by the cutting table's rule) is alone in its strip; a turnable
 * one may lie either way.
 * Returns a value no plan can beat, valid even when stopped early (Farley),
 * the patterns of the last LP with their values (hints for the planner), and
 * every pattern generated (the columns of price-and-branch, whole-rolls.ts).
 */
export function patternLpBound(
  highs: Highs,
  allTypes: readonly PieceType[],
  widthMm: number,
  deadline: number,
  /** Millimetres per knapsack cell: coarser is faster, and the bound stays valid. */
  unit = 1,
  /** Patterns to start from (a good packing's rolls): fewer rounds of pricing to the optimum. */
  start: readonly LpPattern["pieces"][] = [],
): { bound: number; patterns: LpPattern[]; generated: LpPattern[] } {
  const ways = (t: PieceType) =>
    [
      { lengthMm: t.lengthMm, widthMm: t.widthMm, isShareable: t.isShareable },
      ...(t.isTurnable
        ? [
            {
              lengthMm: t.widthMm,
              widthMm: t.lengthMm,
              isShareable: t.isTurnedShareable ?? t.lengthMm * 2 < widthMm,
            },
          ]
        : []),
    ].filter((w) => w.widthMm <= widthMm);
  const isNarrow = (w: { isShareable: boolean }) => w.isShareable;
  // Types that can never share a strip cost their shortest way, alone, each time.
  const alone = allTypes
    .filter((t) => !ways(t).some(isNarrow))
    .reduce((s, t) => s + Math.min(...ways(t).map((w) => w.lengthMm)) * t.demand, 0);
  const rows = allTypes.filter((t) => ways(t).some(isNarrow));
  if (rows.length === 0) return { bound: alone, patterns: [], generated: [] };
  const demands = rows.map((t) => t.demand);
  const items: Item[] = rows
    .flatMap((t, row) =>
      ways(t)
        .filter(isNarrow)
        .map((w) => ({ row, ...w })),
    )
    .sort((a, b) => a.lengthMm - b.lengthMm || a.row - b.row);
  type Column = { cost: number; counts: number[]; pieces: LpPattern["pieces"]; isExchange?: boolean };
  const column = (cost: number, itemCounts: readonly { item: Item; count: number }[]): Column => {
    const counts = new Array<number>(rows.length).fill(0);
    for (const { item, count } of itemCounts) counts[item.row]! += count;
    return {
      cost,
      counts,
      pieces: itemCounts.map(({ item, count }) => ({
        lengthMm: item.lengthMm,
        widthMm: item.widthMm,
        count,
        typeKey: typeKeyOf(rows[item.row]!),
      })),
    };
  };
  const columns: Column[] = [
    ...items.map((item) =>
      column(item.lengthMm, [
        { item, count: Math.min(demands[item.row]!, Math.floor(widthMm / item.widthMm)) },
      ]),
    ),
    // A wide way of a turnable piece: alone in its strip.
    ...rows.flatMap((t, row) =>
      ways(t)
        .filter((w) => !isNarrow(w))
        .map((w) => column(w.lengthMm, [{ item: { row, ...w }, count: 1 }])),
    ),
  ];
  for (const pieces of start) {
    const itemCounts = pieces.map((p) => ({
      item: items.find((i) => i.lengthMm === p.lengthMm && i.widthMm === p.widthMm),
      count: p.count,
    }));
    if (itemCounts.some((c) => !c.item)) continue;
    if (itemCounts.reduce((s, c) => s + c.item!.widthMm * c.count, 0) > widthMm) continue;
    const cost = Math.max(...itemCounts.map((c) => c.item!.lengthMm));
    columns.push(column(cost, itemCounts as { item: Item; count: number }[]));
  }
  let bound = 0;
  let x: number[] = [];
  const master = openMaster(highs, demands, columns);
  // Where every piece has one length and lies one way (bin packing), a narrower piece can always take
  // a wider one's place: its price is no higher. Saying so (dual-optimal inequalities, Ben Amor,
  // Desrosiers and Valério de Carvalho) as free exchange columns cuts the rounds of pricing.
  const isOneLength = items.length === rows.length && items.every((i) => i.lengthMm === items[0]!.lengthMm);
  if (isOneLength) {
    const byWidth = [...items].sort((a, b) => b.widthMm - a.widthMm);
    for (let k = 0; k + 1 < byWidth.length; k++) {
      const counts = new Array<number>(rows.length).fill(0);
      counts[byWidth[k]!.row] = -1;
      counts[byWidth[k + 1]!.row] = 1;
      master.addColumn(0, counts);
      columns.push({ cost: 0, counts, pieces: [], isExchange: true });
    }
  }
  try {
    for (let iteration = 0; iteration < 2_000; iteration++) {
      const solved = master.solve();
      x = solved.x;
      const priced = price(items, demands, solved.duals, widthMm, unit);
      const maxRatio = Math.max(1, ...priced.map((p) => p.ratio));
      // Farley: the duals scaled by 1/maxRatio are feasible for the dual, so value/maxRatio bounds the LP.
      bound = Math.max(bound, solved.value / maxRatio);
      const improving = priced
        .filter((p) => p.reducedCost < -1e-6 * Math.max(1, p.cost))
        .sort((a, b) => a.reducedCost - b.reducedCost);
      if (improving.length === 0) {
        bound = solved.value;
        break;
      }
      for (const p of improving.slice(0, 24)) {
        const added = column(
          p.cost,
          p.itemCounts.flatMap((count, i) => (count > 0 ? [{ item: items[i]!, count }] : [])),
        );
        master.addColumn(added.cost, added.counts);
        columns.push(added);
      }
      if (performance.now() > deadline) break;
    }
  } finally {
    master.dispose();
  }
  const patterns = columns.flatMap((c, j) =>
    !c.isExchange && (x[j] ?? 0) > 1e-6 ? [{ x: x[j]!, pieces: c.pieces }] : [],
  );
  const generated = columns.flatMap((c, j) => (c.isExchange ? [] : [{ x: x[j] ?? 0, pieces: c.pieces }]));
  return { bound: alone + bound, patterns, generated };
}

/** A pattern of the LP: pieces (by size, as laid) side by side in one strip, and how much of it the LP takes. */
export type LpPattern = {
  x: number;
  pieces: {
    lengthMm: number;
    widthMm: number;
    count: number;
    /** The type the pieces are of (typeKeyOf: as given, not as laid): two types may lie alike. */
    typeKey?: string;
  }[];
};

/** A piece type's key: its size as given, and whether it may turn. */
export const typeKeyOf = (p: { lengthMm: number; widthMm: number; isTurnable?: boolean }) =>
  `${p.lengthMm}x${p.widthMm}${p.isTurnable ? "t" : ""}`;
