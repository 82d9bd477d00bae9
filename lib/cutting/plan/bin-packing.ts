// Stage two: the shelves (one length each) packed into rolls and offcuts, a
// one-dimensional bin packing. First-fit and best-fit decreasing, then a
// local search that tries to empty the least-filled roll (docs/cutting.md).
import { seededRandom } from "./prng";

export type Bin = { capacity: number };
/** For each bin the indices of the items in it, in cutting order. */
export type Packing = { bins: number[][]; unpacked: number[] };

/**
 * Packs items (sizes) into `bins`, taken in the given order of preference
 * (offcuts, then rolls, then new rolls). First fit: the first bin with room;
 * best fit: among bins already started (an offcut counts as started) the one
 * left fullest, else the next bin in order.
 */
export function packDecreasing(
  sizes: readonly number[],
  bins: readonly Bin[],
  startedAtOnce: readonly boolean[],
  isBestFit: boolean,
): Packing {
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]! || a - b);
  const contents: number[][] = bins.map(() => []);
  const loads = bins.map(() => 0);
  const isStarted = [...startedAtOnce];
  const unpacked: number[] = [];
  for (const item of order) {
    const size = sizes[item]!;
    let chosen = -1;
    for (let b = 0; b < bins.length; b++) {
      const room = bins[b]!.capacity - loads[b]!;
      if (room < size) continue;
      if (!isBestFit) {
        chosen = b;
        break;
      }
      if (!isStarted[b]) continue;
      if (chosen < 0 || room < bins[chosen]!.capacity - loads[chosen]!) chosen = b;
    }
    if (isBestFit && chosen < 0)
      chosen = bins.findIndex((bin, b) => !isStarted[b] && bin.capacity - loads[b]! >= size);
    if (chosen < 0) {
      unpacked.push(item);
      continue;
    }
    contents[chosen]!.push(item);
    loads[chosen]! += size;
    isStarted[chosen] = true;
  }
  return { bins: contents, unpacked };
}

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
 * Minimum bin slack (Fleszar and Hindi's MBS'): bins are filled one at a
 * time, in order, each with the largest item left plus the subset of the
 * others that leaves the least room, found by a depth-first search with a
 * node limit.
 */
export function packMinimumSlack(
  sizes: readonly number[],
  bins: readonly Bin[],
  nodeLimit = 4_000,
  random?: () => number,
): Packing {
  // With a random source the search order is shaken a little (sizes within a few percent swap places),
  // so repeated runs explore different fills: "perturbation MBS'".
  const key = sizes.map((s) => (random ? s * (1 + 0.04 * (random() - 0.5)) : s));
  let left = sizes.map((_, i) => i).sort((a, b) => key[b]! - key[a]! || a - b);
  const contents: number[][] = bins.map(() => []);
  for (let b = 0; b < bins.length && left.length > 0; b++) {
    const capacity = bins[b]!.capacity;
    let firstIndex = left.findIndex((i) => sizes[i]! <= capacity);
    if (firstIndex < 0) continue;
    // The first item is the largest left (not the shaken order's first), as MBS' fixes it.
    if (random) {
      const largest = left.reduce(
        (m, i) => (sizes[i]! <= capacity && (m < 0 || sizes[i]! > sizes[m]!) ? i : m),
        -1,
      );
      left = [largest, ...left.filter((i) => i !== largest)];
      firstIndex = 0;
    }
    const first = left[firstIndex]!;
    const rest = left.filter((_, k) => k !== firstIndex);
    let best: number[] = [];
    let bestLoad = 0;
    let nodes = 0;
    const chosen: number[] = [];
    const search = (from: number, load: number) => {
      if (load > bestLoad) {
        bestLoad = load;
        best = [...chosen];
      }
      for (let k = from; k < rest.length && nodes < nodeLimit && bestLoad < capacity - sizes[first]!; k++) {
        const size = sizes[rest[k]!]!;
        if (load + size > capacity - sizes[first]!) continue;
        // Equal sizes are interchangeable: try only the first of a run.
        if (k > from && sizes[rest[k - 1]!] === size && !random) continue;
        nodes++;
        chosen.push(rest[k]!);
        search(k + 1, load + size);
        chosen.pop();
      }
    };
    search(0, 0);
    contents[b] = [first, ...best];
    const taken = new Set(contents[b]);
    left = left.filter((i) => !taken.has(i));
  }
  return { bins: contents, unpacked: left };
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
