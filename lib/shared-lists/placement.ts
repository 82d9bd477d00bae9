// Where a polygon is in a department: the one placement the stations' queues
// and the supervisor's lists share, read from the kept status and department lists.
import { eachInSlices, restEvery } from "@/lib/base/yield";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment, type Stage } from "@/lib/workflow/rules";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";
import {
  polygonsAtStatus,
  queueListsVersion,
  type SlimPolygon,
  type SlimWork,
  type WorkList,
} from "./status-lists";

export type Placed = { polygon: SlimPolygon; work: SlimWork; stage: Stage };

/** When the line is due in this department: its planned finish here, else the line's (epoch ms; NaN: neither is known). */
export const dueHereOf = ({ work, polygon }: Pick<Placed, "work" | "polygon">): number =>
  work.finishAtMs ?? (polygon.finishAt ? Date.parse(polygon.finishAt) : Number.NaN);

/** The longest these walks over the kept lists hold the server's thread before letting others run (ms). */
const walkSliceMs = 8;

/**
 * The polygons at these status values (each once), from the kept lists. In
 * slices (lib/base/yield.ts): at 100,000 polygons a walk over every list holds
 * the thread for tens of milliseconds, which a scan meanwhile need not wait for.
 */
export async function polygonsAt(
  upstream: ProductionApiClient,
  values: number[],
  rest = restEvery(walkSliceMs),
): Promise<SlimPolygon[]> {
  const lists = await statusListsAt(upstream, values);
  const version = queueListsVersion();
  // One list at a time, whole (a copy of a few thousand entries), with rests between.
  const polygons: SlimPolygon[] = [];
  for (const list of lists) {
    for (const polygon of list.values()) polygons.push(polygon);
    await rest();
  }
  if (queueListsVersion() === version) return polygons;
  // A polygon moved meanwhile can be in two of the copies: its newest copy (the last) is kept.
  const newest = new Map(polygons.map((polygon) => [polygon.id, polygon]));
  return [...newest.values()];
}

/** The kept status lists of these values, each once, in the values' order. */
export const statusListsAt = (
  upstream: ProductionApiClient,
  values: number[],
): Promise<ReadonlyMap<number, SlimPolygon>[]> =>
  Promise.all([...new Set(values)].map((value) => polygonsAtStatus(upstream, value)));

/** Polygons planned in the department (`work`) at these status values, with their stage there. */
export async function placedPolygons(
  upstream: ProductionApiClient,
  workflow: DepartmentWorkflow,
  work: Pick<WorkList, "get">,
  values: number[],
): Promise<Placed[]> {
  const rest = restEvery(walkSliceMs);
  const placed: Placed[] = [];
  const place = (polygon: SlimPolygon) => {
    const entry = work.get(polygon.id);
    if (!entry) return;
    const { statuses } = polygon;
    const stage = stageInDepartment(workflow, statuses.valueAt(0) ?? null, statuses.valueAt(1) ?? null);
    placed.push({ polygon, work: entry, stage });
  };
  await eachInSlices(await polygonsAt(upstream, values, rest), place, rest);
  return placed;
}
