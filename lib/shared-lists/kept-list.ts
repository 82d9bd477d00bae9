// Large upstream lists kept in memory and shared by every request (the upstream
// has no paging for them). A list is served at once while fresh; when stale it is
// served as it is and reloaded in the background, one list at a time and with a
// pause after each reload, so that at 100,000 polygons (seconds per list) the
// server never rebuilds several lists at once nor spends most of its time on
// them. A list loaded quickly (small data) is reloaded while the request waits,
// as a plain cache would. The app's own changes patch the lists in place.
import type { LimitFunction } from "p-limit";
import { processWide } from "@/lib/base/process-wide";
import { inBackground, restEvery } from "@/lib/base/yield";

export type KeptSlot<T> = {
  /** When the load of this value started (patches made after it are replayed onto it). */
  at: number;
  value: Promise<T>;
  resolved?: T;
  /** How long the load took; null while it runs. */
  loadMs: number | null;
  isRefreshing?: boolean;
  /** A background reload that found the list as it was (the lists' version is kept). */
  isUnchanged?: boolean;
  /**
   * Loaded at start another way (the warm-up's set-based read): how long a
   * reload takes is not known yet, so the first one runs in the background.
   * At 100k the warm-up read the unmatched list in under a second, its reload
   * took 2.5 s, and a supervisor's count waited for it.
   */
  isWarmed?: boolean;
};

export type KeepPolicy = {
  freshMs: number;
  /** Older than this, a request waits for a reload however long it takes. */
  maxAgeMs: number;
  /** A stale list whose last load took less than this is reloaded while the request waits. */
  waitBelowMs: number;
};

/** Every kind of kept list by name, for the age gauge of /metrics (lib/ops/metrics-scrape.ts). */
export const keptListRegistry = () =>
  processWide("kept-list-registry", () => new Map<string, Map<unknown, KeptSlot<unknown>>>());

/** Loads of each kind of kept list that ended with a list (first loads, the warm-up's and reloads), for /metrics. */
export const keptListLoads = () => processWide("kept-list-loads", () => new Map<string, number>());

/** Background reloads take at most 1/(1 + pauseFactor) of the server's time. */
const pauseFactor = 5;

const turns = processWide<{ tail: Promise<unknown> }>("refresh-turns", () => ({ tail: Promise.resolve() }));

/**
 * Runs the reload after those queued before it, then holds the queue for a
 * while in proportion to what the reload cost (not after the warm-up's loads).
 */
export function inTurn<T>(reload: () => Promise<T>, { shouldPause = true } = {}): Promise<T> {
  let tookMs = 0;
  const run = turns.tail.then(async () => {
    const startedAt = performance.now();
    try {
      return await reload();
    } finally {
      tookMs = performance.now() - startedAt;
    }
  });
  turns.tail = run
    .catch(() => undefined)
    .then(() => {
      const pauseMs = shouldPause ? Math.min(60_000, tookMs * pauseFactor) : 0;
      return pauseMs < 50 ? undefined : new Promise((resolve) => setTimeout(resolve, pauseMs).unref());
    });
  return run;
}

/** The longest a comparison holds the server's thread before letting others run (ms). */
const compareSliceMs = 4;

/**
 * Whether two keyed lists hold the same entries, as objects: a reload keeps
 * the entry it had wherever the upstream says the same (reusedOrFresh), so an
 * unchanged list is one whose every entry is the kept object. A few
 * milliseconds at a time between other requests (100,000 polygons).
 */
export async function sameEntries<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): Promise<boolean> {
  if (a.size !== b.size) return false;
  const rest = restEvery(compareSliceMs);
  let compared = 0;
  for (const [key, value] of a) {
    if (b.get(key) !== value) return false;
    if (++compared % 1024 === 0) await rest();
  }
  return true;
}

/**
 * For a reload: the entry kept under this key when it says the same as the one
 * just read, else the one just read. At 100,000 polygons a reload that made every
 * entry anew left the whole kept list behind as garbage in the old generation,
 * and the collections that cleared it held the server's thread for hundreds of
 * milliseconds (docs/architecture.md, "Garbage"); what is read and found equal
 * now dies young.
 */
export function reusedOrFresh<K, V>(
  kept: ReadonlyMap<K, V> | undefined,
  isSame: (kept: V, fresh: V) => boolean,
): (key: K, fresh: V) => V {
  if (!kept) return (_key, fresh) => fresh;
  return (key, fresh) => {
    const old = kept.get(key);
    return old !== undefined && isSame(old, fresh) ? old : fresh;
  };
}

/** The slots of one kind of list (by key), with how each is loaded and how patches are replayed. */
export function keptLists<K, T>(
  /** Names this kind of list across Next's bundles (its change count is process-wide too). */
  name: string,
  slots: Map<K, KeptSlot<T>>,
  policy: KeepPolicy,
  replay: (key: K, value: T, since: number) => void,
  /**
   * Whether a reloaded list equals the one kept (patched in place meanwhile):
   * then the lists' version stays, and what is derived from them (a supervisor's
   * counts, seconds of work at 100,000 polygons) is not worked out again.
   */
  isSame?: (kept: T, reloaded: T) => Promise<boolean>,
) {
  /** Raised whenever a list of this kind is installed or patched: what is derived from them is still right while it stays. */
  const changes = processWide(`kept-list-changes:${name}`, () => ({ count: 0 }));
  keptListRegistry().set(name, slots);
  const loads = keptListLoads();
  /** A background reload passes the slot it replaces: the version is raised when it is installed, if it differs. */
  const fill = (key: K, load: () => Promise<T>, replaces?: KeptSlot<T>): KeptSlot<T> => {
    const startedAt = performance.now();
    const next: KeptSlot<T> = { at: Date.now(), value: load(), loadMs: null };
    next.value = next.value.then(async (value) => {
      replay(key, value, next.at);
      if (replaces?.resolved !== undefined && isSame) {
        next.isUnchanged = await isSame(replaces.resolved, value);
        // The app's changes made during the comparison (they patched the kept list).
        replay(key, value, next.at);
      }
      next.resolved = value;
      next.loadMs = performance.now() - startedAt;
      loads.set(name, (loads.get(name) ?? 0) + 1);
      if (!replaces) changes.count++;
      return value;
    });
    next.value.catch(() => slots.get(key) === next && slots.delete(key));
    return next;
  };

  return {
    get(key: K, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const slot = slots.get(key);
      const age = slot ? now - slot.at : Infinity;
      const isStale = age > policy.freshMs;
      const isQuick = slot?.loadMs != null && !slot.isWarmed && slot.loadMs < policy.waitBelowMs;
      if (!slot || age > policy.maxAgeMs || (isStale && isQuick && !slot.isRefreshing)) {
        // A request arriving while the first load runs waits for that load (no second one).
        if (slot && slot.loadMs === null) return slot.value;
        const next = fill(key, load);
        slots.set(key, next);
        return next.value;
      }
      if (isStale && slot.resolved && !slot.isRefreshing) {
        slot.isRefreshing = true;
        void inTurn(() =>
          inBackground(() => {
            // Replaced meanwhile (a foreground reload): nothing to do.
            if (slots.get(key) !== slot) return Promise.resolve();
            const next = fill(key, load, slot);
            return next.value.then(
              () => {
                slots.set(key, next);
                if (!next.isUnchanged) changes.count++;
              },
              () => void (slot.isRefreshing = false),
            );
          }),
        );
      }
      return slot.value;
    },
    /** Changes with every list of this kind installed or patched (see touch). */
    version: () => changes.count,
    /** After patching a list in place. */
    touch(): void {
      changes.count++;
    },
    /** The list as it is now, if loaded. */
    current(key: K): T | undefined {
      return slots.get(key)?.resolved;
    },
    /** Stale: reloaded on its next use (in the background when that is slow). */
    markStale(): void {
      const staleAt = Date.now() - policy.freshMs - 1;
      for (const slot of slots.values()) slot.at = Math.min(slot.at, staleAt);
    },
    /** Loaded (or being loaded) now, through the refresh queue: for the warm-up at server start. */
    warm(key: K, load: () => Promise<T>): Promise<T> {
      const slot = slots.get(key);
      if (slot && Date.now() - slot.at <= policy.freshMs) return slot.value;
      return inTurn(
        () => {
          const current = slots.get(key);
          if (current && Date.now() - current.at <= policy.freshMs) return current.value;
          const next = fill(key, load);
          next.isWarmed = true;
          slots.set(key, next);
          return next.value;
        },
        { shouldPause: false },
      );
    },
    /**
     * These lists loaded now, each by its own read, as many at once as `limit`
     * lets: the warm-up at start from a real upstream, where one list's answer
     * is read while another's is parsed. Like a first use, outside the refresh
     * queue: a request asking for one meanwhile waits for its load.
     */
    warmEach(keys: readonly K[], load: (key: K) => Promise<T>, limit: LimitFunction): Promise<void> {
      const loads = keys.map((key) => {
        const slot = slots.get(key);
        if (slot && (slot.loadMs === null || Date.now() - slot.at <= policy.freshMs)) return slot.value;
        const next = fill(key, () => limit(() => load(key)));
        next.isWarmed = true;
        slots.set(key, next);
        return next.value;
      });
      return Promise.all(loads).then(() => undefined);
    },
    /**
     * These lists loaded by one read of them all (the warm-up's set-based read),
     * through the refresh queue. Every slot starts before the read, so the app's
     * changes made while it runs are replayed onto each; a failed read leaves
     * them to load on first use.
     */
    warmMany(keys: readonly K[], loadAll: () => Promise<ReadonlyMap<K, T>>, empty: () => T): Promise<void> {
      return inTurn(
        async () => {
          let all: Promise<ReadonlyMap<K, T>> | undefined;
          const loads = keys.map((key) => {
            const next = fill(key, async () => (await (all ??= loadAll())).get(key) ?? empty());
            next.isWarmed = true;
            slots.set(key, next);
            return next.value;
          });
          await Promise.all(loads);
        },
        { shouldPause: false },
      );
    },
  };
}
