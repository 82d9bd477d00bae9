// Lists kept in an order and read a few items at a time (the supervisor's
// overdue and unmatched lists at 100,000 polygons): found or inserted by
// binary search instead of sorting tens of thousands of entries again.

/** Where `item` is (or goes) in a list sorted by `order`: the first place not before it. */
export function positionIn<T>(sorted: readonly T[], item: T, order: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(sorted[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first `count` items in `order`, without sorting them all (a page of thousands). */
export function firstOf<T>(items: readonly T[], count: number, order: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  // A deep page: sorting them all is cheaper than inserting thousands one by one.
  if (count > 1_000) return [...items].sort(order).slice(0, count);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && order(item, best[count - 1]!) >= 0) continue;
    best.splice(positionIn(best, item, order), 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
