// The upstream has no paging for "polygons at a status value" or "work of a
// department": with 100,000 polygons one call answers 10–25 MB in 1–3 s. The
// stations and the supervisor keep slim copies of those lists here (fresh for a
// minute, lib/shared-lists/kept-list.ts), shared by every station and employee: served at
// once while fresh, served and refreshed in the background (one list at a time)
// while stale, reloaded when old; the app's own moves patch them at once.
import pLimit from "p-limit";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon, ProductionPolygonDepartment } from "@/lib/production-api/schemas";
import { processWide } from "@/lib/base/process-wide";
import { eachInSlices, noRest, restEvery, sortInSlices } from "@/lib/base/yield";
import { keptLists, reusedOrFresh, sameEntries, type KeptSlot } from "./kept-list";
import {
  sameSlimPolygon,
  slimOfDigest,
  slimPolygon,
  slimPolygonOf,
  type SlimPolygon,
  type SlimSource,
  type WorkEntry,
} from "./slim";
import { WorkList } from "./work-list";

export {
  assignedAtOf,
  momentOf,
  sinceOf,
  slimPolygon,
  type SlimPolygon,
  type SlimStatus,
  type SlimWork,
} from "./slim";
export { WorkList } from "./work-list";

const freshMs = 60_000;
/** Past this a list is reloaded while the request waits (the background queue keeps used lists younger). */
const maxAgeMs = 15 * 60_000;
/** How long the app's own changes are kept for replaying onto a list whose load was under way. */
const recentMs = 5 * 60_000;

type KeptState = {
  byStatus: Map<number, KeptSlot<Map<number, SlimPolygon>>>;
  byDepartment: Map<number, KeptSlot<WorkList>>;
  /** The app's own changes of the last minutes, replayed onto a list loaded while they happened. */
  recentPolygons: Map<number, { at: number; slim: SlimPolygon }>;
  /** `work` null: the work was removed (replayed as a removal). */
  recentWork: Map<string, { at: number; productionPolygonId: number; work: WorkEntry | null }>;
  /** How often the app's own changes patched each loaded status list in place (statusListEdits). */
  edits: WeakMap<ReadonlyMap<number, SlimPolygon>, number>;
};
const state = processWide<KeptState>("queue-lists", () => ({
  byStatus: new Map(),
  byDepartment: new Map(),
  recentPolygons: new Map(),
  recentWork: new Map(),
  edits: new WeakMap(),
}));
const { byStatus, byDepartment, recentPolygons, recentWork } = state;

function replayPolygons(value: number, list: Map<number, SlimPolygon>, since: number) {
  for (const { at, slim } of recentPolygons.values()) {
    if (at < since) continue;
    list.delete(slim.id);
    if (slim.statuses.current?.value === value) list.set(slim.id, slim);
  }
}

function replayWork(departmentId: number, list: WorkList, since: number) {
  for (const [key, { at, productionPolygonId, work }] of recentWork) {
    if (at < since || !key.startsWith(`${departmentId}:`)) continue;
    if (work) list.set(productionPolygonId, work);
    else list.delete(productionPolygonId);
  }
}

function prune(now: number) {
  for (const [key, { at }] of recentPolygons) if (now - at > recentMs) recentPolygons.delete(key);
  for (const [key, { at }] of recentWork) if (now - at > recentMs) recentWork.delete(key);
}

const policy = { freshMs, maxAgeMs, waitBelowMs: 0 };
const statusLists = keptLists("status", byStatus, policy, replayPolygons, sameEntries);
// Columns compared in one go: 100,000 entries are a few milliseconds of numbers (work-list.ts).
const sameWork = (kept: WorkList, reloaded: WorkList) => Promise.resolve(kept.sameAs(reloaded));
const departmentLists = keptLists("department", byDepartment, policy, replayWork, sameWork);

/**
 * Where reloads read when the upstream is this server's embedded API in process
 * (set by the warm-up): its tables, in slices with a pause between them, so a
 * reload at 100,000 polygons never holds the server for seconds at a time (a
 * scan or a supervisor's read waits at most one slice). Null: through the Production API.
 */
const reloads = processWide<{ source: QueueListsSource | null }>("queue-lists-source", () => ({
  source: null,
}));

/** Reloads of the status and department lists read this source from now on (see above). */
export function reloadQueueListsFrom(source: QueueListsSource): void {
  reloads.source = source;
}

/** The longest a reload's own work (slim copies, sorting) holds the server's thread at a time (ms). */
const reloadSliceMs = 4;

async function loadStatusList(upstream: ProductionApiClient, statusValue: number) {
  const { source } = reloads;
  // A polygon the upstream answers as kept stays the kept object (kept-list.ts, reusedOrFresh).
  const entry = reusedOrFresh(statusLists.current(statusValue), sameSlimPolygon);
  const list = new Map<number, SlimPolygon>();
  if (source) {
    const rows = await source.polygons([statusValue]);
    await eachInSlices(
      rows,
      (row) => list.set(row.id, entry(row.id, slimPolygonOf(row))),
      restEvery(reloadSliceMs),
    );
    return list;
  }
  // Parsed and digested on the worker pool for a large answer (lib/production-api/views.ts): the
  // request thread takes in the digests only, and makes the slim copies in slices as above.
  const digests = await upstream.view("polygon-digests", { statusValue });
  await eachInSlices(digests, (d) => list.set(d.id, entry(d.id, slimOfDigest(d))), restEvery(reloadSliceMs));
  return list;
}

async function loadDepartmentList(upstream: ProductionApiClient, productionDepartmentId: number) {
  const { source } = reloads;
  if (source) {
    const rows = await source.work([productionDepartmentId]);
    const lists = await workLists(rows, [productionDepartmentId], restEvery(reloadSliceMs));
    return lists.get(productionDepartmentId) ?? new WorkList();
  }
  const entries = await upstream.view("work-digests", { productionDepartmentId });
  const list = new WorkList();
  await eachInSlices(entries, (e) => list.set(e.productionPolygonId, e), restEvery(reloadSliceMs));
  return list;
}

/** Polygons whose current status is this value, by id. */
export function polygonsAtStatus(upstream: ProductionApiClient, statusValue: number) {
  return statusLists.get(statusValue, () => loadStatusList(upstream, statusValue));
}

/** A department's planned work by production polygon id. */
export function workOfDepartment(upstream: ProductionApiClient, productionDepartmentId: number) {
  return departmentLists.get(productionDepartmentId, () =>
    loadDepartmentList(upstream, productionDepartmentId),
  );
}

/**
 * How many of these lists the warm-up reads at once from a real upstream: while
 * one answer is written by the upstream and sent, others are parsed on the
 * worker pool (at 100,000 polygons a department's list is 24 MB). From the same
 * upstream at 100,000 polygons (bench:stall, real mode): one at a time 26.6 s,
 * two at once 20.2 s.
 */
const warmUpReadsAtOnce = 3;

/** Loads these lists at server start, a few at once, so the first visit is served from memory. */
export async function warmQueueLists(
  upstream: ProductionApiClient,
  { statusValues, departmentIds }: { statusValues: number[]; departmentIds: number[] },
): Promise<void> {
  const limit = pLimit(warmUpReadsAtOnce);
  const loads = await Promise.allSettled([
    statusLists.warmEach(statusValues, (value) => loadStatusList(upstream, value), limit),
    departmentLists.warmEach(departmentIds, (id) => loadDepartmentList(upstream, id), limit),
  ]);
  const failed = loads.find((load) => load.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * What a set-based read of the upstream's own tables gives (the warm-up, when
 * the upstream is this server's embedded API): every polygon at one of the
 * values with its current value, and the planned work of the departments.
 */
export type QueueListsSource = {
  polygons: (statusValues: number[]) => Promise<(SlimSource & { currentStatusValue: number | null })[]>;
  work: (
    departmentIds: number[],
  ) => Promise<(WorkEntry & { productionPolygonId: number; productionDepartmentId: number })[]>;
};

type WorkRow = Awaited<ReturnType<QueueListsSource["work"]>>[number];

/**
 * The departments' work lists from the source's rows, in polygondepartment/getbydepartment's
 * order (start, NULL last, then id), so a later entry of a polygon wins. `rest` between
 * slices of the work (a reload at 100,000 polygons).
 */
async function workLists(
  read: WorkRow[],
  departmentIds: number[],
  rest: () => Promise<void> | undefined = noRest,
): Promise<Map<number, WorkList>> {
  const keyed: { row: WorkRow; startMs: number }[] = [];
  await eachInSlices(
    read,
    (row) => keyed.push({ row, startMs: row.startAt === null ? Infinity : Date.parse(row.startAt) }),
    rest,
  );
  const sorted = await sortInSlices(keyed, (a, b) => a.startMs - b.startMs || a.row.id - b.row.id, rest);
  const lists = new Map<number, WorkList>(departmentIds.map((id) => [id, new WorkList()]));
  await eachInSlices(
    sorted,
    ({ row }) => lists.get(row.productionDepartmentId)?.set(row.productionPolygonId, row),
    rest,
  );
  return lists;
}

/** The same lists as warmQueueLists, each read with a few set-based statements for all of them. */
export async function warmQueueListsFrom(
  source: QueueListsSource,
  { statusValues, departmentIds }: { statusValues: number[]; departmentIds: number[] },
): Promise<void> {
  const byValue = async () => {
    const lists = new Map<number, Map<number, SlimPolygon>>(statusValues.map((v) => [v, new Map()]));
    for (const row of await source.polygons(statusValues))
      if (row.currentStatusValue !== null) lists.get(row.currentStatusValue)?.set(row.id, slimPolygonOf(row));
    return lists;
  };
  const byDepartmentId = async () => workLists(await source.work(departmentIds), departmentIds);
  await Promise.all([
    statusLists.warmMany(statusValues, byValue, () => new Map()),
    departmentLists.warmMany(departmentIds, byDepartmentId, () => new WorkList()),
  ]);
}

/** Changes whenever a status or department list is loaded or patched (for what is derived from them). */
export const queueListsVersion = (): string => `${statusLists.version()}:${departmentLists.version()}`;

/**
 * How often the app's own changes patched this status list since it was loaded: what is
 * worked out from one list (a replan's columns, lib/planning/plan-input.ts) is right while
 * this stays. A reload installs a new list.
 */
export const statusListEdits = (list: ReadonlyMap<number, SlimPolygon>): number => state.edits.get(list) ?? 0;

/**
 * After the app changed a polygon: it leaves every list and joins its current
 * value's. A polygon whose slim copy is as kept (a material matched: nothing a
 * list shows changed) leaves the lists' version as it was, so what is derived
 * from them (the supervisor's counts, the stations' queues) is not worked out again.
 */
export function notePolygon(polygon: ProductionPolygon): void {
  const slim = slimPolygon(polygon);
  const now = Date.now();
  prune(now);
  recentPolygons.set(slim.id, { at: now, slim });
  let isChanged = false;
  const edited = (list: Map<number, SlimPolygon>) => {
    state.edits.set(list, statusListEdits(list) + 1);
    isChanged = true;
  };
  for (const [value, slot] of byStatus) {
    const list = slot.resolved;
    const kept = list?.get(slim.id);
    if (value === slim.statuses.current?.value) {
      if (list && !(kept && sameSlimPolygon(kept, slim))) {
        list.set(slim.id, slim);
        edited(list);
      }
    } else if (kept && list) {
      list.delete(slim.id);
      edited(list);
    }
  }
  // A list still loading gets the change by replay (recentPolygons); its install changes the version.
  if (isChanged) statusLists.touch();
}

export function notePolygonDepartment(entry: ProductionPolygonDepartment): void {
  const work = {
    id: entry.id,
    startAt: entry.startAt,
    finishAt: entry.finishAt,
    productionValue: entry.productionValue,
  };
  recentWork.set(`${entry.productionDepartmentId}:${entry.productionPolygonId}`, {
    at: Date.now(),
    productionPolygonId: entry.productionPolygonId,
    work,
  });
  byDepartment.get(entry.productionDepartmentId)?.resolved?.set(entry.productionPolygonId, work);
  departmentLists.touch();
}

/** The departments whose kept list (when loaded) holds planned work of this polygon. */
export function departmentsListingPolygon(productionPolygonId: number): number[] {
  return [...byDepartment]
    .filter(([, slot]) => slot.resolved?.has(productionPolygonId))
    .map(([departmentId]) => departmentId);
}

/** After a polygon's planned work in a department was removed: it leaves that department's list. */
export function forgetPolygonDepartment(productionPolygonId: number, productionDepartmentId: number): void {
  recentWork.set(`${productionDepartmentId}:${productionPolygonId}`, {
    at: Date.now(),
    productionPolygonId,
    work: null,
  });
  byDepartment.get(productionDepartmentId)?.resolved?.delete(productionPolygonId);
  departmentLists.touch();
}

/**
 * After the work entry with this id was removed: it leaves the list that holds
 * it, and its polygon is returned; null when no loaded list holds it (then
 * the lists are read afresh).
 */
export function forgetWorkEntry(id: number): number | null {
  for (const [departmentId, slot] of byDepartment) {
    const polygonId = slot.resolved?.polygonOfEntry(id);
    if (polygonId === undefined) continue;
    forgetPolygonDepartment(polygonId, departmentId);
    return polygonId;
  }
  markDepartmentListsStale();
  return null;
}

/** After a change the app cannot follow polygon by polygon (a whole project): stale, refreshed on next use. */
export function markStatusListsStale(): void {
  statusLists.markStale();
}

/** When the app cannot tell which planned work changed: the department lists are read afresh (in the background). */
export function markDepartmentListsStale(): void {
  departmentLists.markStale();
}
