// What the supervisor's views and the wall board work out from the shared lists (work in progress,
// overdue, throughput: 100–300 ms each at 100,000 polygons), kept while the
// lists and what else they depend on stay as they were. A change at a tablet
// makes every open screen read all its views again: only a change of the lists
// (their version) or of the fingerprint works a value out again; a matching
// change, or a background reload that finds the lists as they were, leaves it.
import { processWide } from "@/lib/base/process-wide";
import { queueListsVersion } from "./status-lists";

/** Kept at most this long unless the caller says how long its value holds. */
const defaultMaxAgeMs = 5_000;
type Derived = { at: number; version: string; value: Promise<unknown>; expiresAt: number };
const kept = processWide("shared-lists-derived", () => new Map<string, Derived>());

export type DeriveOptions<T> = {
  /**
   * The moment the value stops being right whatever the lists do (the clock:
   * a polygon turns overdue, a new day starts); without it, a few seconds.
   */
  expiresAt?: (value: T) => number;
};

/** The value computed for these lists and this fingerprint (what else it depends on), computed once. */
export function derivedFromLists<T>(
  name: string,
  fingerprint: string,
  compute: () => Promise<T>,
  options: DeriveOptions<T> = {},
): Promise<T> {
  const version = `${queueListsVersion()}|${fingerprint}`;
  const hit = kept.get(name);
  // Kept under this name only by this function, with the type its one caller gives.
  if (hit && hit.version === version && Date.now() < hit.expiresAt) return hit.value as Promise<T>;
  const at = Date.now();
  const value = compute();
  const entry: Derived = { at, version, value, expiresAt: at + defaultMaxAgeMs };
  kept.set(name, entry);
  const { expiresAt } = options;
  value.then(
    (result) => {
      if (expiresAt) entry.expiresAt = expiresAt(result);
    },
    () => kept.get(name)?.value === value && kept.delete(name),
  );
  return value;
}

/** For a value that depends on the lists alone: kept until they change (ten minutes at most). */
export const untilListsChange = (): number => Date.now() + 10 * 60_000;
