// The polygons still waiting for a material (polygon/getunmatched answers them
// all at once: 20 MB and seconds at 100,000 polygons), kept once for the
// matching screen's counter, the stations' material warnings and the
// supervisor (lib/shared-lists/kept-list.ts). Each is kept as its digest
// (UnmatchedDigest: dates, counts, entry ids), made where the answer is read.
// The app's own matching and defect changes patch the kept list in place (the
// polygon re-read with polygon/getbyid); a change made through another app
// server marks it stale, and changes made elsewhere in the upstream arrive with
// its reload (fresh for 15 s, one reload at a time in the background when slow).
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import { unmatchedDigest, type UnmatchedDigest } from "@/lib/production-api/views";
import { processWide } from "@/lib/base/process-wide";
import { keptLists, type KeptSlot } from "./kept-list";

type Unmatched = Map<number, UnmatchedDigest>;
type UnmatchedState = {
  slots: Map<"all", KeptSlot<Unmatched>>;
  /** The app's own re-read polygons of the last minutes, replayed onto a list loaded meanwhile. */
  recent: Map<number, { at: number; polygon: UnmatchedDigest }>;
  /** Material entry id → its polygon id, for every polygon of the list (and those patched since). */
  entryPolygons: Map<number, number>;
  /** Material entry id → the polygon a tablet named for it (unchecked). */
  hints: Map<number, number>;
};
const state = processWide<UnmatchedState>("unmatched", () => ({
  slots: new Map(),
  recent: new Map(),
  entryPolygons: new Map(),
  hints: new Map(),
}));
const maxHints = 10_000;

const recentMs = 5 * 60_000;
function place(list: Unmatched, polygon: UnmatchedDigest) {
  list.delete(polygon.id);
  if (polygon.unmatched > 0) list.set(polygon.id, polygon);
  for (const id of polygon.materialIds) state.entryPolygons.set(id, polygon.id);
}

const lists = keptLists(
  "unmatched",
  state.slots,
  // Quick loads (small data) are waited for, as a plain 15-second cache would.
  { freshMs: 15_000, maxAgeMs: 15 * 60_000, waitBelowMs: 1_000 },
  (_key, list, since) => {
    for (const { at, polygon } of state.recent.values()) if (at >= since) place(list, polygon);
  },
);

/** Where reloads read when the upstream is this server's embedded API in process (status-lists.ts, reloadQueueListsFrom). */
const reloads = processWide<{ read: (() => Promise<UnmatchedDigest[]>) | null }>("unmatched-source", () => ({
  read: null,
}));

/** Reloads of the list read polygon/getunmatched's answer this other way from now on. */
export function reloadUnmatchedFrom(read: () => Promise<UnmatchedDigest[]>): void {
  reloads.read = read;
}

async function load(upstream: ProductionApiClient): Promise<Unmatched> {
  // Digested on the worker pool for a large answer (lib/production-api/views.ts).
  return install(await (reloads.read ?? (() => upstream.view("unmatched-digests", {})))());
}

function install(polygons: UnmatchedDigest[]): Unmatched {
  // Kept across loads: an entry whose polygon left the list is still found when it is unmatched again.
  for (const polygon of polygons)
    for (const id of polygon.materialIds) state.entryPolygons.set(id, polygon.id);
  return new Map(polygons.map((p) => [p.id, p]));
}

/** Every polygon with a material entry not yet matched, by id, as its digest (shared: do not change it). */
export function unmatchedPolygons(
  upstream: ProductionApiClient,
): Promise<ReadonlyMap<number, UnmatchedDigest>> {
  return lists.get("all", () => load(upstream));
}

/** Loaded through the refresh queue at server start. */
export function warmUnmatched(upstream: ProductionApiClient): Promise<unknown> {
  return lists.warm("all", () => load(upstream));
}

/** The same, from polygon/getunmatched's digests read another way (the embedded API's own tables at start). */
export function warmUnmatchedFrom(read: () => Promise<UnmatchedDigest[]>): Promise<unknown> {
  return lists.warm("all", async () => install(await read()));
}

/**
 * The polygons that may hold this material entry: the one the kept list last
 * saw it on, then the one a tablet named (matching/browse gives it). A hint
 * only: the write path re-reads each and takes the one that holds the entry.
 */
export function candidatePolygonsOfEntry(entryId: number): number[] {
  const candidates = [state.entryPolygons.get(entryId), state.hints.get(entryId)];
  return [...new Set(candidates.filter((id) => id !== undefined))];
}

/** The polygon a tablet saw the entry on, for the write path to check (see above). */
export function hintPolygonOfEntry(entryId: number, productionPolygonId: number | undefined): void {
  if (productionPolygonId === undefined) return;
  if (state.hints.size >= maxHints) state.hints.delete(state.hints.keys().next().value ?? entryId);
  state.hints.set(entryId, productionPolygonId);
}

/** After the app changed one of the polygon's material entries: it joins or leaves the list as it is now. */
export function noteUnmatchedPolygon(whole: ProductionPolygon): void {
  const polygon = unmatchedDigest(whole);
  const now = Date.now();
  for (const [id, { at }] of state.recent) if (now - at > recentMs) state.recent.delete(id);
  state.recent.set(polygon.id, { at: now, polygon });
  const list = lists.current("all");
  if (list) place(list, polygon);
  else for (const id of polygon.materialIds) state.entryPolygons.set(id, polygon.id);
}

/** After a change the app could not follow polygon by polygon: reloaded on its next use. */
export function markUnmatchedStale(): void {
  lists.markStale();
}
