// Searches that improve a packing of strips into rolls while time is left:
// emptying the least-filled roll by moves and swaps, and packing the rolls
// that are not full again (docs/cutting.md).
import { packMinimumSlack, type Bin, type Packing } from "./bin-packing";
import { seededRandom } from "./prng";

type Move = { out: number[]; in: number[]; gain: number };

/** The swap between a bin's items and free items that fills the bin most. */
function bestSwap(
  binItems: readonly number[],
  free: readonly number[],
  sizes: readonly number[],
  room: number,
): Move | undefined {
  let best: Move | undefined;
  const consider = (out: number[], into: number[]) => {
    const gain = into.reduce((s, i) => s + sizes[i]!, 0) - out.reduce((s, i) => s + sizes[i]!, 0);
    if (gain <= 0 || gain > room) return;
    if (!best || gain > best.gain) best = { out, in: into, gain };
  };
  const freePairs: number[][] = free.map((f) => [f]);
  for (let x = 0; x < free.length; x++)
    for (let y = x + 1; y < free.length; y++) freePairs.push([free[x]!, free[y]!]);
  const binSets: number[][] = [[]];
  for (let x = 0; x < binItems.length; x++) {
    binSets.push([binItems[x]!]);
    for (let y = x + 1; y < binItems.length; y++) binSets.push([binItems[x]!, binItems[y]!]);
  }
  for (const out of binSets) for (const into of freePairs) consider(out, into);
  return best;
}

/**
 * Tries, until `deadline`, to empty one bin at a time: its items become free
 * and move into other bins directly or by swaps that leave those bins fuller
 * (the free items get smaller). Bins are only ever emptied, never added.
 */
export function eliminateBins(
  packing: Packing,
  sizes: readonly number[],
  bins: readonly Bin[],
  deadline: number,
  seed = 1,
): Packing {
  const random = seededRandom(seed);
  let current = packing.bins.map((items) => [...items]);
  const load = (items: readonly number[]) => items.reduce((s, i) => s + sizes[i]!, 0);
  let failures = 0;
  while (performance.now() < deadline && failures < 40) {
    const used = current.map((items, b) => ({ b, items })).filter((x) => x.items.length > 0);
    if (used.length <= 1) break;
    // The least-filled bin relative to its size, with some chance of another, so repeated tries differ.
    used.sort((x, y) => load(x.items) / bins[x.b]!.capacity - load(y.items) / bins[y.b]!.capacity);
    const target =
      used[Math.min(used.length - 1, failures === 0 ? 0 : Math.floor(random() * Math.min(used.length, 4)))]!
        .b;
    const trial = current.map((items) => [...items]);
    let free = trial[target]!;
    trial[target] = [];
    const loads = trial.map(load);
    for (let round = 0; round < 60 && free.length > 0 && performance.now() < deadline; round++) {
      free.sort((a, b) => sizes[b]! - sizes[a]!);
      const stillFree: number[] = [];
      for (const item of free) {
        let chosen = -1;
        for (let b = 0; b < trial.length; b++) {
          if (b === target || trial[b]!.length === 0) continue;
          const room = bins[b]!.capacity - loads[b]!;
          if (room >= sizes[item]! && (chosen < 0 || room < bins[chosen]!.capacity - loads[chosen]!))
            chosen = b;
        }
        if (chosen < 0) stillFree.push(item);
        else {
          trial[chosen]!.push(item);
          loads[chosen]! += sizes[item]!;
        }
      }
      free = stillFree;
      if (free.length === 0) break;
      let moved = false;
      const candidates = trial.map((_, b) => b).filter((b) => b !== target && trial[b]!.length > 0);
      for (let k = candidates.length - 1; k > 0; k--) {
        const j = Math.floor(random() * (k + 1));
        [candidates[k], candidates[j]] = [candidates[j]!, candidates[k]!];
      }
      for (const b of candidates) {
        const move = bestSwap(trial[b]!, free, sizes, bins[b]!.capacity - loads[b]!);
        if (!move) continue;
        trial[b] = trial[b]!.filter((i) => !move.out.includes(i)).concat(move.in);
        loads[b]! += move.gain;
        free = free.filter((i) => !move.in.includes(i)).concat(move.out);
        moved = true;
      }
      if (!moved) break;
    }
    if (free.length === 0) {
      current = trial;
      failures = 0;
    } else failures++;
  }
  return { bins: current, unpacked: packing.unpacked };
}

/**
 * Large-neighbourhood search: the items of every roll not full plus a few
 * random full ones are packed again by minimum bin slack into those same rolls.
 * Kept when no more rolls are used and the loads are more uneven (sum of
 * squares: the emptiest roll gets emptier), until a roll is freed.
 */
export function repackSlackBins(
  packing: Packing,
  sizes: readonly number[],
  bins: readonly Bin[],
  deadline: number,
  random: () => number,
): Packing {
  const current = packing.bins.map((items) => [...items]);
  const load = (items: readonly number[]) => items.reduce((s, i) => s + sizes[i]!, 0);
  const squares = (group: readonly number[][]) => group.reduce((s, items) => s + load(items) ** 2, 0);
  while (performance.now() < deadline) {
    const used = current.map((items, b) => b).filter((b) => current[b]!.length > 0);
    const slack = used.filter((b) => load(current[b]!) < bins[b]!.capacity);
    if (slack.length < 2) break;
    const full = used.filter((b) => load(current[b]!) === bins[b]!.capacity);
    // The emptiest roll always, a few other rolls with room and a few full ones: small pools, many tries.
    const emptiest = slack.reduce((m, b) => (load(current[b]!) < load(current[m]!) ? b : m), slack[0]!);
    const extra = new Set<number>([emptiest]);
    const pick = (from: readonly number[], count: number) => {
      for (let k = 0; k < Math.min(from.length, count); k++)
        extra.add(from[Math.floor(random() * from.length)]!);
    };
    pick(slack, 2 + Math.floor(random() * 4));
    pick(full, 1 + Math.floor(random() * 4));
    const chosen = [...extra].sort((a, b) => a - b);
    const pool = chosen.flatMap((b) => current[b]!);
    const local = packMinimumSlack(
      pool.map((i) => sizes[i]!),
      chosen.map((b) => bins[b]!),
      2_000,
      random,
    );
    if (local.unpacked.length > 0) continue;
    const before = chosen.map((b) => current[b]!);
    const after = local.bins.map((items) => items.map((k) => pool[k]!));
    const usedBefore = before.filter((items) => items.length > 0).length;
    const usedAfter = after.filter((items) => items.length > 0).length;
    if (usedAfter > usedBefore || (usedAfter === usedBefore && squares(after) < squares(before) - 1e-9))
      continue;
    chosen.forEach((b, k) => (current[b] = after[k]!));
  }
  return { bins: current, unpacked: packing.unpacked };
}
