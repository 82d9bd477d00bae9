// One roll fewer by a consistent neighbourhood search (after Buljubašić and
// Vasquez's CNS for bin packing, simplified): the emptiest roll of a packing is
// emptied and its pieces set aside; the other rolls stay within their length at
// every step. Each step takes the swap of up to two pieces of a roll with up to
// two set aside that puts the most length back into the rolls; where none puts
// any back, a piece moved on to another roll (alone, or for a smaller piece of
// it) that makes the loads most uneven, so room gathers where a piece set aside
// fits; else the swap that loses least. A piece just moved may not move again
// for a few steps, so the search does not undo itself. It ends when nothing is
// left aside (a packing with one roll fewer: then again), at the bound, when
// the time is up, or when it is stuck. docs/cutting.md, "A closer plan".
import { seededRandom } from "./prng";

/**
 * Steps without a new low of the length set aside before the search gives up (the time goes to
 * the dive): on the sample it succeeds within about 600 steps, with at most about 300 between lows.
 */
const stallSteps = 1_500;
/** Rolls a piece may move on to in one step, at most (drawn anew each step). */
const sampledRolls = 64;
/** Steps a piece that entered a roll stays in it at least (plus a random 0–3). */
const tenure = 7;

/**
 * A packing of `sizes` into fewer rolls of `capacity` than `bins` (lists of
 * item indices), found before `deadline`, down to `bound` rolls; undefined
 * when none was found.
 */
export function consistentSearch(
  sizes: readonly number[],
  capacity: number,
  bins: readonly (readonly number[])[],
  bound: number,
  deadline: number,
  seed = 1,
): number[][] | undefined {
  const random = seededRandom(seed);
  let best = bins.filter((b) => b.length > 0).map((b) => [...b]);
  let isImproved = false;
  while (best.length > bound && performance.now() < deadline) {
    const load = (items: readonly number[]) => items.reduce((s, i) => s + sizes[i]!, 0);
    const byLoad = [...best].sort((a, b) => load(a) - load(b));
    const fewer = emptyOneRoll(sizes, capacity, byLoad.slice(1), byLoad[0]!, deadline, random);
    if (!fewer) break;
    best = fewer;
    isImproved = true;
  }
  return isImproved ? best : undefined;
}

/** The pieces `setAside` into `start`'s rolls (kept within `capacity` throughout); undefined when the time runs out. */
function emptyOneRoll(
  sizes: readonly number[],
  capacity: number,
  start: readonly (readonly number[])[],
  setAside: readonly number[],
  deadline: number,
  random: () => number,
): number[][] | undefined {
  const rolls = start.map((r) => [...r]);
  const loads = rolls.map((r) => r.reduce((s, i) => s + sizes[i]!, 0));
  let aside = [...setAside];
  /** The step until which a piece may not leave its roll. */
  const stayUntil = new Int32Array(sizes.length).fill(-1);
  let leastAside = Infinity;
  let lastGain = 0;
  for (let step = 0; ; step++) {
    // Out of time, or stuck: the length set aside has not reached a new low for many steps.
    if (performance.now() > deadline || step - lastGain > stallSteps) return undefined;
    // Whatever fits goes in directly, largest first, each into the roll it leaves fullest.
    aside.sort((a, b) => sizes[b]! - sizes[a]!);
    aside = aside.filter((item) => {
      let chosen = -1;
      for (let r = 0; r < rolls.length; r++)
        if (loads[r]! + sizes[item]! <= capacity && (chosen < 0 || loads[r]! > loads[chosen]!)) chosen = r;
      if (chosen < 0) return true;
      rolls[chosen]!.push(item);
      loads[chosen]! += sizes[item]!;
      return false;
    });
    if (aside.length === 0) return rolls;
    const asideLength = aside.reduce((s, i) => s + sizes[i]!, 0);
    if (asideLength < leastAside) [leastAside, lastGain] = [asideLength, step];
    // Up to two pieces set aside, as groups; up to two pieces of a roll that may leave it.
    const ins = groupsOf(aside, sizes);
    const free = rolls.map((roll) => roll.filter((i) => stayUntil[i]! < step));
    // The move that puts most length back into the rolls (a swap with the pieces aside); where none
    // puts any back, a move between two rolls that leaves the loads most uneven (the sum of their
    // squares: room gathers in a few rolls, where pieces fit); else the swap that loses least.
    let rank = -1;
    let gain = -Infinity;
    let spread = -Infinity;
    let chosen: { roll: number; out: number[]; in: number[]; to?: number } | undefined;
    const isBetter = (r: number, g: number, sp: number) => {
      const tie = 1e-9 * random();
      return r > rank || (r === rank && (g > gain || (g === gain && sp > spread + tie)));
    };
    // Moves between rolls go to a sample of the rolls: on many rolls, all pairs would make each step slow.
    const targets =
      rolls.length <= sampledRolls
        ? rolls.map((_, r) => r)
        : Array.from({ length: sampledRolls }, () => Math.floor(random() * rolls.length));
    for (let r = 0; r < rolls.length; r++) {
      const room = capacity - loads[r]!;
      const outs = [{ items: [] as number[], length: 0 }, ...groupsOf(free[r]!, sizes)];
      for (const out of outs) {
        for (const into of ins) {
          const g = into.length - out.length;
          if (g > room || (g === 0 && out.items.length === into.items.length)) continue;
          const moveRank = g > 0 ? 2 : g === 0 ? 1 : 0;
          const sp = (loads[r]! + g) ** 2 - loads[r]! ** 2;
          if (!isBetter(moveRank, g, sp)) continue;
          [rank, gain, spread] = [moveRank, g, sp];
          chosen = { roll: r, out: out.items, in: into.items };
        }
        // One piece on to another roll where it fits, or for a smaller piece of it.
        if (out.items.length !== 1 || rank > 1) continue;
        for (const to of targets) {
          if (to === r) continue;
          const back = free[to]!;
          for (let k = -1; k < back.length; k++) {
            const delta = out.length - (k < 0 ? 0 : sizes[back[k]!]!);
            if (delta <= 0 || loads[to]! + delta > capacity) continue;
            const sp =
              (loads[to]! + delta) ** 2 - loads[to]! ** 2 + (loads[r]! - delta) ** 2 - loads[r]! ** 2;
            if (sp <= 0 || !isBetter(1, 0, sp)) continue;
            [rank, gain, spread] = [1, 0, sp];
            chosen = { roll: r, out: out.items, in: k < 0 ? [] : [back[k]!], to };
          }
        }
      }
    }
    if (!chosen) return undefined;
    const { roll, out, in: into, to } = chosen;
    const tabu = (items: readonly number[]) => {
      for (const i of items) stayUntil[i] = step + tenure + Math.floor(random() * 4);
    };
    if (to !== undefined) {
      const delta = sizes[out[0]!]! - (into[0] === undefined ? 0 : sizes[into[0]]!);
      rolls[roll] = rolls[roll]!.filter((i) => !out.includes(i)).concat(into);
      rolls[to] = rolls[to]!.filter((i) => !into.includes(i)).concat(out);
      loads[roll]! -= delta;
      loads[to]! += delta;
      tabu([...out, ...into]);
      continue;
    }
    rolls[roll] = rolls[roll]!.filter((i) => !out.includes(i)).concat(into);
    loads[roll]! += gain;
    aside = aside.filter((i) => !into.includes(i)).concat(out);
    tabu(into);
  }
}

/** Every piece alone and every two of them, with their length. */
function groupsOf(items: readonly number[], sizes: readonly number[]) {
  const groups: { items: number[]; length: number }[] = [];
  for (let x = 0; x < items.length; x++) {
    groups.push({ items: [items[x]!], length: sizes[items[x]!]! });
    for (let y = x + 1; y < items.length; y++)
      groups.push({ items: [items[x]!, items[y]!], length: sizes[items[x]!]! + sizes[items[y]!]! });
  }
  return groups;
}
