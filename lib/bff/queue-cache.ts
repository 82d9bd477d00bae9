// The upstream has no paging for "polygons at a status value" or "work of a
// department": with 100,000 polygons one call answers 10–25 MB in 1–3 s. The
// stations keep slim copies of those lists here (fresh for a minute), shared by every station and
// employee: served at once while fresh, served and refreshed in the background
// while stale, reloaded when old; the app's own moves patch them at once.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon, ProductionPolygonDepartment } from "@/lib/production-api/schemas";

const freshMs = 60_000;
const maxAgeMs = 5 * 60_000;

export type SlimStatus = { id: number; value: number; assignedAt: string; remarks: string | null };
export type SlimPolygon = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  subnumber: number | null;
  finishAt: string | null;
  deliverAt: string | null;
  /** Material entries reported defective (not repaired yet). */
  materialDefects: number;
  /** Newest first (latest assignedAt, ties: highest id). */
  statuses: SlimStatus[];
};
export type SlimWork = {
  id: number;
  startAt: string | null;
  finishAt: string | null;
  /** The department's share of the polygon's production value (the supervisor's sums). */
  productionValue: number;
};

export function slimPolygon(polygon: ProductionPolygon): SlimPolygon {
  return {
    id: polygon.id,
    polygonId: polygon.polygonId,
    productionProjectId: polygon.productionProjectId,
    subnumber: polygon.subnumber,
    finishAt: polygon.finishAt,
    deliverAt: polygon.deliverAt,
    materialDefects: polygon.materials.filter((m) => m.hasDefect).length,
    statuses: polygon.statuses
      .map((s) => ({
        id: s.id,
        value: s.productionStatusValue,
        assignedAt: s.assignedAt,
        remarks: s.remarks,
      }))
      .sort((a, b) => Date.parse(b.assignedAt) - Date.parse(a.assignedAt) || b.id - a.id),
  };
}

type Slot<T> = { at: number; value: Promise<T>; resolved?: T; isRefreshing?: boolean };
const byStatus = new Map<number, Slot<Map<number, SlimPolygon>>>();
const byDepartment = new Map<number, Slot<Map<number, SlimWork>>>();

/** The app's own changes of the last minutes, replayed onto a list loaded while they happened. */
const recentPolygons = new Map<number, { at: number; slim: SlimPolygon }>();
const recentWork = new Map<string, { at: number; productionPolygonId: number; work: SlimWork }>();

function replayPolygons(value: number, list: Map<number, SlimPolygon>, since: number) {
  for (const { at, slim } of recentPolygons.values()) {
    if (at < since) continue;
    list.delete(slim.id);
    if (slim.statuses[0]?.value === value) list.set(slim.id, slim);
  }
}

function replayWork(departmentId: number, list: Map<number, SlimWork>, since: number) {
  for (const [key, { at, productionPolygonId, work }] of recentWork) {
    if (at >= since && key.startsWith(`${departmentId}:`)) list.set(productionPolygonId, work);
  }
}

function prune(now: number) {
  for (const [key, { at }] of recentPolygons) if (now - at > maxAgeMs) recentPolygons.delete(key);
  for (const [key, { at }] of recentWork) if (now - at > maxAgeMs) recentWork.delete(key);
}

function cached<T>(
  slots: Map<number, Slot<T>>,
  key: number,
  load: () => Promise<T>,
  replay: (value: T, since: number) => void,
): Promise<T> {
  const now = Date.now();
  const slot = slots.get(key);
  const fill = () => {
    const next: Slot<T> = { at: Date.now(), value: load() };
    next.value = next.value.then((value) => {
      replay(value, next.at);
      next.resolved = value;
      return value;
    });
    next.value.catch(() => slots.get(key) === next && slots.delete(key));
    return next;
  };
  if (!slot || now - slot.at > maxAgeMs) {
    const next = fill();
    slots.set(key, next);
    return next.value;
  }
  if (now - slot.at > freshMs && slot.resolved && !slot.isRefreshing) {
    slot.isRefreshing = true;
    const next = fill();
    next.value.then(
      () => slots.set(key, next),
      () => (slot.isRefreshing = false),
    );
  }
  return slot.value;
}

/** Polygons whose current status is this value, by id. */
export function polygonsAtStatus(upstream: ProductionApiClient, statusValue: number) {
  return cached(
    byStatus,
    statusValue,
    async () => {
      const polygons = await upstream.status.getPolygonsForStatusValue({ statusValue });
      return new Map(polygons.map((p) => [p.id, slimPolygon(p)]));
    },
    (list, since) => replayPolygons(statusValue, list, since),
  );
}

/** A department's planned work by production polygon id. */
export function workOfDepartment(upstream: ProductionApiClient, productionDepartmentId: number) {
  return cached(
    byDepartment,
    productionDepartmentId,
    async () => {
      const entries = await upstream.polygonDepartment.getByDepartment({ productionDepartmentId });
      return new Map(
        entries.map((e) => [
          e.productionPolygonId,
          { id: e.id, startAt: e.startAt, finishAt: e.finishAt, productionValue: e.productionValue },
        ]),
      );
    },
    (list, since) => replayWork(productionDepartmentId, list, since),
  );
}

/** After the app changed a polygon's status: it leaves every list and joins its current value's. */
export function notePolygon(polygon: ProductionPolygon): void {
  const slim = slimPolygon(polygon);
  const now = Date.now();
  prune(now);
  recentPolygons.set(slim.id, { at: now, slim });
  for (const [value, slot] of byStatus) {
    slot.resolved?.delete(slim.id);
    if (value === slim.statuses[0]?.value) slot.resolved?.set(slim.id, slim);
  }
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
}

/** After a change the app cannot follow polygon by polygon (a whole project): stale, refreshed on next use. */
export function markStatusListsStale(): void {
  const staleAt = Date.now() - freshMs - 1;
  for (const slot of byStatus.values()) slot.at = Math.min(slot.at, staleAt);
}
