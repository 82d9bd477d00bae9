// Plans the pieces of one lot on that lot's stock: shelves first, then the
// shelves into offcuts, rolls and new rolls, keeping the cheapest packing.
import { packDecreasing, packMinimumSlack, type Packing } from "./bin-packing";
import { eliminateBins, repackSlackBins } from "./roll-search";
import { seededRandom } from "./prng";
import type { CutPiece, RollPlan } from "./schemas";
import type { Highs } from "highs";
import type { LpPattern } from "./lower-bound";
import { packWholeRolls } from "./whole-rolls";
import { shelvesByProgram } from "./shelf-program";
import {
  buildShelves,
  buildShelvesFromPatterns,
  improveOrientation,
  totalShelfLength,
  turnForSharing,
  turnShortSideAlong,
  type Shelf,
} from "./shelves";

export type StockBin = {
  id: string;
  lot: string;
  widthMm: number;
  lengthMm: number;
  isOffcut: boolean;
  isNew: boolean;
};

type Scored = { shelves: Shelf[]; packing: Packing; cost: number[] };

/** Fabric a roll gives up: what is cut, plus a leftover too short to keep as an offcut. */
export const consumedMm = (lengthMm: number, cutMm: number, minOffcutMm: number) =>
  cutMm === 0 ? 0 : lengthMm - cutMm < minOffcutMm ? lengthMm : cutMm;

/** Least fabric first; among equal ones fewer new rolls, then the offcuts used most, then fewer rolls. */
function score(shelves: Shelf[], packing: Packing, bins: readonly StockBin[], minOffcutMm: number): Scored {
  let used = 0;
  let newRolls = 0;
  let rolls = 0;
  let offcutsLeftMm = 0;
  packing.bins.forEach((items, b) => {
    const cut = items.reduce((s, i) => s + shelves[i]!.lengthMm, 0);
    if (bins[b]!.isOffcut)
      offcutsLeftMm += bins[b]!.lengthMm - consumedMm(bins[b]!.lengthMm, cut, minOffcutMm);
    if (items.length === 0) return;
    used += consumedMm(bins[b]!.lengthMm, cut, minOffcutMm);
    rolls++;
    if (bins[b]!.isNew) newRolls++;
  });
  const unpacked = packing.unpacked.reduce((s, i) => s + shelves[i]!.pieces.length, 0);
  return { shelves, packing, cost: [unpacked, used, newRolls, offcutsLeftMm, rolls] };
}

/**
 * The bins in a second order of preference: the lot's rolls before its offcuts
 * (new rolls still last). Offcuts go first, but an offcut whose rest would be
 * too short to keep makes that rest waste, where a roll of the lot would cut
 * the same strips and keep its rest: packed this way too, the cheaper wins.
 */
function rollsBeforeOffcuts(bins: readonly StockBin[]): number[] | null {
  const order = bins.map((_, i) => i);
  const rank = (b: StockBin) => (b.isNew ? 2 : b.isOffcut ? 1 : 0);
  const sorted = [...order].sort((a, b) => rank(bins[a]!) - rank(bins[b]!) || a - b);
  return sorted.some((b, i) => b !== order[i]) ? sorted : null;
}

/** A packing made on the bins in `order`, told in the bins' own indices. */
const inOwnOrder = (packing: Packing, order: readonly number[]): Packing => {
  const bins: number[][] = order.map(() => []);
  packing.bins.forEach((items, b) => (bins[order[b]!] = items));
  return { bins, unpacked: packing.unpacked };
};

/** The share of a lot's time the strips' integer program may take; the packing's searches have the rest. */
const programShare = 0.5;

const shortestOf = (variants: readonly Shelf[][]) =>
  variants.reduce((a, b) => (totalShelfLength(b) < totalShelfLength(a) ? b : a));

const isCheaper = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};
const pickCheaper = (a: Scored, b: Scored) => (isCheaper(b.cost, a.cost) ? b : a);

/** What the bound's LP found, and the solver, for the search of one lot. */
export type LotHints = {
  /** The patterns of the bound's last LP, with their values. */
  patterns?: readonly LpPattern[];
  /** Every pattern the LP's pricing generated: the columns of the strips' integer program. */
  columns?: readonly LpPattern[];
  highs?: Highs;
  /** Every started roll counts whole and the rolls are of one length: the strips also go by price-and-branch. */
  isWholeRolls?: boolean;
  /** The cutting table's setting: pieces that fit side by side may share a strip (else one per strip). */
  isSideBySideAllowed?: boolean;
};

export function planLot(
  pieces: readonly CutPiece[],
  bins: readonly StockBin[],
  rollWidthMm: number,
  minOffcutMm: number,
  deadline: number,
  hints: LotHints = {},
): { rolls: RollPlan[]; unpacked: CutPiece[]; rollsBound?: number } {
  const { patterns = [], columns = [], highs, isSideBySideAllowed = true } = hints;
  const wholeRollsSolver = hints.isWholeRolls ? highs : undefined;
  const capacities = bins.map((b) => ({ capacity: b.lengthMm }));
  const startedAtOnce = bins.map((b) => b.isOffcut);
  let best: Scored | undefined;
  // Which way to lay turnable pieces: a few whole-batch choices, the best of them improved flip by flip.
  const turned = turnForSharing(pieces, rollWidthMm);
  const layouts = [
    pieces,
    turned,
    turnShortSideAlong(pieces, rollWidthMm),
    turnShortSideAlong(turned, rollWidthMm),
  ];
  const shelvesOf = (layout: readonly CutPiece[], isBestFit: boolean) =>
    buildShelves(layout, rollWidthMm, isBestFit, isSideBySideAllowed);
  const lengthOf = (layout: readonly CutPiece[]) => totalShelfLength(shelvesOf(layout, false));
  const bestLayout = layouts.reduce((a, b) => (lengthOf(b) < lengthOf(a) ? b : a));
  const flipped = pieces.some((p) => p.isTurnable)
    ? improveOrientation(
        bestLayout,
        rollWidthMm,
        Math.max(deadline, performance.now() + 100),
        isSideBySideAllowed,
      )
    : bestLayout;
  const shelfVariants = [
    ...[...layouts, flipped].flatMap((layout) => [shelvesOf(layout, false), shelvesOf(layout, true)]),
    ...(patterns.length > 0
      ? [buildShelvesFromPatterns(pieces, rollWidthMm, patterns, isSideBySideAllowed)]
      : []),
  ];
  const second = rollsBeforeOffcuts(bins);
  const quickPackings = (sizes: number[], order: readonly number[] | null) => {
    const own = order ?? bins.map((_, i) => i);
    const caps = own.map((b) => capacities[b]!);
    const started = own.map((b) => startedAtOnce[b]!);
    return [
      packDecreasing(sizes, caps, started, false),
      packDecreasing(sizes, caps, started, true),
      packMinimumSlack(sizes, caps),
    ].map((packing) => (order ? inOwnOrder(packing, order) : packing));
  };
  /** These strips packed every quick way, the cheapest kept as `best`. */
  const packQuickly = (shelves: Shelf[]) => {
    const sizes = shelves.map((s) => s.lengthMm);
    const packings = [...quickPackings(sizes, null), ...(second ? quickPackings(sizes, second) : [])];
    for (const packing of packings) {
      const scored = score(shelves, packing, bins, minOffcutMm);
      if (!best || isCheaper(scored.cost, best.cost)) best = scored;
    }
  };
  // Variants that give the same strips (no piece to turn, one piece per strip) are packed once.
  const seen = new Set<string>();
  for (const shelves of shelfVariants) {
    const key = shelves.map((s) => `${s.lengthMm}:${s.pieces.length}`).join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    packQuickly(shelves);
  }
  if (!best) return { rolls: [], unpacked: [] };
  // Strips by the integer program over the LP's patterns, from the shortest strips found so far.
  if (highs && columns.length > 0 && isSideBySideAllowed) {
    const programmed = shelvesByProgram(
      highs,
      pieces,
      rollWidthMm,
      columns,
      shortestOf(shelfVariants),
      performance.now() + (deadline - performance.now()) * programShare,
    );
    if (programmed) packQuickly(programmed);
  }
  const sizes = best.shelves.map((s) => s.lengthMm);
  const capacity = bins[0]?.lengthMm ?? 0;
  const isWholeRolls =
    wholeRollsSolver !== undefined &&
    bins.every((b) => b.lengthMm === capacity && !b.isOffcut) &&
    minOffcutMm >= capacity &&
    best.packing.unpacked.length === 0;
  let wholeRollsBound: number | undefined;
  if (isWholeRolls) {
    // Plain bin packing (one piece per strip, none to turn): the search after it seldom beats the dive's,
    // so the dive and its integer programs get nearly all the time left.
    const isOneDimensional =
      !pieces.some((p) => p.isTurnable) && best.shelves.every((s) => s.pieces.length === 1);
    const exact = packWholeRolls(
      wholeRollsSolver,
      sizes,
      capacity,
      best.packing.bins,
      performance.now() + (deadline - performance.now()) * (isOneDimensional ? 0.95 : 0.7),
    );
    if (exact) {
      const packing = { bins: bins.map((_, b) => exact.bins[b] ?? []), unpacked: [] };
      best = pickCheaper(best, score(best.shelves, packing, bins, minOffcutMm));
      // The bound of these strips in rolls: the plan's own where each piece is its strip (planner.ts).
      const rollsBound = isOneDimensional ? exact.bound : undefined;
      // At the bound: no search can do better.
      if (exact.bins.length <= exact.bound) return { ...toRolls(best, bins), rollsBound };
      wholeRollsBound = rollsBound;
    }
  }
  // Shaken MBS' runs for half the time left, then the bin-emptying search on the best.
  const random = seededRandom(pieces.length);
  const shakeUntil = performance.now() + (deadline - performance.now()) / 4;
  while (performance.now() < shakeUntil) {
    const scored = score(best.shelves, packMinimumSlack(sizes, capacities, 4_000, random), bins, minOffcutMm);
    if (isCheaper(scored.cost, best.cost)) best = scored;
  }
  best = pickCheaper(
    best,
    score(
      best.shelves,
      repackSlackBins(
        best.packing,
        sizes,
        capacities,
        performance.now() + ((deadline - performance.now()) * 2) / 3,
        random,
      ),
      bins,
      minOffcutMm,
    ),
  );
  const improved = score(
    best.shelves,
    eliminateBins(best.packing, sizes, capacities, deadline),
    bins,
    minOffcutMm,
  );
  if (isCheaper(improved.cost, best.cost)) best = improved;

  return { ...toRolls(best, bins), rollsBound: wholeRollsBound };
}

/** The packing as rolls with their cuts, from each roll's start; strips longest first. */
function toRolls({ shelves, packing }: Scored, bins: readonly StockBin[]) {
  const rolls: RollPlan[] = [];
  packing.bins.forEach((items, b) => {
    if (items.length === 0) return;
    const bin = bins[b]!;
    let offsetMm = 0;
    const cuts = [...items]
      .sort((x, y) => shelves[y]!.lengthMm - shelves[x]!.lengthMm || x - y)
      .flatMap((i) => {
        const shelf = shelves[i]!;
        const shelfCuts = shelf.pieces.map(({ piece, acrossMm }) => ({
          productionPolygonId: piece.productionPolygonId,
          pieceId: piece.id,
          offsetMm,
          lengthMm: piece.lengthMm,
          widthMm: piece.widthMm,
          acrossMm,
        }));
        offsetMm += shelf.lengthMm;
        return shelfCuts;
      });
    rolls.push({
      rollId: bin.id,
      lot: bin.lot,
      widthMm: bin.widthMm,
      lengthMm: bin.lengthMm,
      isOffcut: bin.isOffcut,
      isNew: bin.isNew,
      cuts,
    });
  });
  const unpacked = packing.unpacked.flatMap((i) => shelves[i]!.pieces.map((p) => p.piece));
  return { rolls, unpacked };
}
