// Stage two: the shelves (one length each) packed into rolls and offcuts, a
// one-dimensional bin packing: first-fit and best-fit decreasing, and minimum
// bin slack; the searches that improve a packing are in roll-search.ts.

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
