// Long work on the server's one thread in slices: between them, the requests
// that came meanwhile run (a scan waits for one slice, not for the whole plan).
import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "./process-wide";
import { currentRequestArrival } from "./request-context";
import { msUntilRequestsAged } from "./requests-under-way.mjs";

/**
 * A request's first milliseconds go before the slices of older work: a ping or
 * a scan needs several turns of the event loop, and with a replan's, a reload's
 * or a supervisor's list's slices between each of them it waited 200–400 ms at
 * 100,000 polygons. A slice waits while a request that came after its own (any
 * request, for background work) is younger than this.
 */
const requestFirstMs = 40;
/** A waiting slice goes on at least once in this long, however many requests come. */
const maxWaitMs = 50;

/** A slice waiting to go on, and when the request it works for came (-Infinity: background work). */
type Waiter = { resume: () => void; since: number };

/**
 * Work waiting to go on after a yield, in turn: one slice per turn of the event
 * loop, whoever yielded. With a plain setImmediate each, ten lists walked at
 * once (a department each) all went on in the same turn: ten slices, 80 ms, before
 * a scan's next step could run. `scheduler.yield()` of node:timers/promises is
 * that (a setImmediate per caller, in no order of requests), so it is not used.
 * Process-wide: Next's bundles each hold a copy of this module.
 */
const turns = processWide("yield-turns", () => ({
  /** A request's work (a station's queue walked, a supervisor's count): goes on first. */
  waiting: [] as Waiter[],
  /** Work no one waits for (a replan, a background reload): goes on when no request's work waits. */
  background: [] as Waiter[],
  isScheduled: false,
  isBackground: new AsyncLocalStorage<true>(),
  /** While every waiting slice waits for younger requests: the timer that looks again, and since when. */
  deferral: null as NodeJS.Timeout | null,
  deferredSince: null as number | null,
}));

/** The next slice to go on, taken from its queue; none while each waits for a younger request. */
function nextWaiter(now: number): Waiter | undefined {
  const isOverdue = turns.deferredSince !== null && now - turns.deferredSince >= maxWaitMs;
  const goesOn = (waiter: Waiter) => isOverdue || msUntilRequestsAged(requestFirstMs, now, waiter.since) <= 0;
  for (const queue of [turns.waiting, turns.background]) {
    const index = queue.findIndex(goesOn);
    if (index >= 0) return queue.splice(index, 1)[0];
  }
  return undefined;
}

function nextTurn() {
  turns.deferral = null;
  if (turns.waiting.length + turns.background.length === 0) {
    turns.isScheduled = false;
    return;
  }
  const now = performance.now();
  const waiter = nextWaiter(now);
  if (!waiter) {
    turns.deferredSince ??= now;
    turns.deferral = setTimeout(nextTurn, 2);
    return;
  }
  turns.deferredSince = null;
  // The next waiter goes on in the next turn, after the I/O that came meanwhile.
  if (turns.waiting.length + turns.background.length > 0) setImmediate(nextTurn);
  else turns.isScheduled = false;
  waiter.resume();
}

/**
 * Runs `work`, and all it goes on to do, as background work: its slices wait
 * while a request's slices wait, so a supervisor's read is not slowed by the
 * replan its own change started.
 */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return turns.isBackground.run(true, work);
}

/** Lets the requests waiting meanwhile run (their work goes before the next slice's). */
export const yieldToOthers = () =>
  new Promise<void>((resolve) => {
    const isBackground = turns.isBackground.getStore() === true;
    // Work outside any request (a page's render, start-up) waits for no request: it came after none.
    const since = isBackground ? -Infinity : (currentRequestArrival() ?? Infinity);
    (isBackground ? turns.background : turns.waiting).push({ resume: resolve, since });
    if (turns.isScheduled) {
      // A request's slice does not wait for the timer of slices that wait.
      if (!isBackground && turns.deferral) {
        clearTimeout(turns.deferral);
        turns.deferral = null;
        setImmediate(nextTurn);
      }
      return;
    }
    turns.isScheduled = true;
    setImmediate(nextTurn);
  });

/**
 * A rest for a long loop to call often: it lets others run once `sliceMs` have
 * passed since the last time it did, and otherwise goes straight on.
 */
/** How long a walk on the request thread runs before it lets others run, unless it says (ms). */
const defaultSliceMs = 8;

export function restEvery(sliceMs = defaultSliceMs): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return yieldToOthers().then(() => {
      sliceStart = performance.now();
    });
  };
}

/** A rest for work that never waits (the warm-up's own loads, a test): always goes straight on. */
export const noRest = (): undefined => undefined;

/**
 * Elements handled between two looks at the clock (performance.now() per element costs more than
 * the work of a light one). At 1,024 a walk whose elements each cost half a millisecond (a cutting
 * line read from its order spec) held the thread for half a second between looks.
 */
const checkEvery = 64;

/**
 * `items` sorted by `compare`, as Array.prototype.sort (stable) would, but in
 * runs of a few thousand merged pairwise with `rest` between: sorting 100,000
 * plan lines at once holds the thread for 60 ms and more.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  rest: () => Promise<void> | undefined,
  run = 4_096,
): Promise<T[]> {
  // Nobody to let run (the warm-up): the engine's own sort, at once.
  if (rest === noRest) return items.slice().sort(compare);
  let from = items.slice();
  for (let lo = 0; lo < from.length; lo += run) {
    const sorted = from.slice(lo, lo + run).sort(compare);
    for (let i = 0; i < sorted.length; i++) from[lo + i] = sorted[i] as T;
    await rest();
  }
  let to = new Array<T>(from.length);
  for (let width = run; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let [i, j, k] = [lo, mid, lo];
      while (k < hi) {
        // The left run first on ties: stable.
        if (j >= hi || (i < mid && compare(from[i] as T, from[j] as T) <= 0)) to[k++] = from[i++] as T;
        else to[k++] = from[j++] as T;
        if (k % checkEvery === 0) await rest();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Calls `each` on every item, with `rest` every thousand or so. */
export async function eachInSlices<T>(
  items: Iterable<T>,
  each: (item: T) => void,
  rest: () => Promise<void> | undefined,
): Promise<void> {
  let count = 0;
  for (const item of items) {
    each(item);
    if (++count % checkEvery === 0) await rest();
  }
}

/** `items.flatMap(map)`, with `rest` every few dozen items. */
export async function flatMapInSlices<T, U>(
  items: Iterable<T>,
  map: (item: T) => readonly U[],
  rest: () => Promise<void> | undefined,
): Promise<U[]> {
  const mapped: U[] = [];
  await eachInSlices(items, (item) => mapped.push(...map(item)), rest);
  return mapped;
}
