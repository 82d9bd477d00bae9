// Where a polygon is in a department: the one placement the stations' queues
// and the supervisor's lists share, read from the kept status and department lists.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { stageInDepartment, type Stage } from "@/lib/workflow/rules";
import type { DepartmentWorkflow } from "@/lib/workflow/schemas";
import { polygonsAtStatus, type SlimPolygon, type SlimWork } from "./status-lists";

export type Placed = { polygon: SlimPolygon; work: SlimWork; stage: Stage };

/** The polygons at these status values (each once), from the kept lists. */
export async function polygonsAt(upstream: ProductionApiClient, values: number[]): Promise<SlimPolygon[]> {
  const lists = await Promise.all([...new Set(values)].map((value) => polygonsAtStatus(upstream, value)));
  return lists.flatMap((list) => [...list.values()]);
}

/** Polygons planned in the department (`work`) at these status values, with their stage there. */
export async function placedPolygons(
  upstream: ProductionApiClient,
  workflow: DepartmentWorkflow,
  work: Map<number, SlimWork>,
  values: number[],
): Promise<Placed[]> {
  return (await polygonsAt(upstream, values)).flatMap((polygon) => {
    const entry = work.get(polygon.id);
    if (!entry) return [];
    const [current, previous] = polygon.statuses;
    const stage = stageInDepartment(workflow, current?.value ?? null, previous?.value ?? null);
    return [{ polygon, work: entry, stage }];
  });
}
