// What the supervisor's views and the wall board work out from the shared lists (work in progress,
// overdue, throughput: 100–300 ms each at 100,000 polygons), kept while the
// lists and the workflow stay as they were, for a few seconds at most (overdue
// and throughput move with the clock). A change at a tablet makes every open
// screen read all its views again; a matching change leaves these lists alone.
import { processWide } from "@/lib/base/process-wide";
import { queueListsVersion } from "./status-lists";

const maxAgeMs = 5_000;
type Derived = { at: number; version: string; value: Promise<unknown> };
const kept = processWide("shared-lists-derived", () => new Map<string, Derived>());

/** The value computed for these lists and this fingerprint (what else it depends on), computed once. */
export function derivedFromLists<T>(
  name: string,
  fingerprint: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = `${queueListsVersion()}|${fingerprint}`;
  const hit = kept.get(name);
  // Kept under this name only by this function, with the type its one caller gives.
  if (hit && hit.version === version && Date.now() - hit.at < maxAgeMs) return hit.value as Promise<T>;
  const value = compute();
  kept.set(name, { at: Date.now(), version, value });
  value.catch(() => kept.get(name)?.value === value && kept.delete(name));
  return value;
}
