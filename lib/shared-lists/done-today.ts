// "Done today" per department, one count for every screen (the stations, the
// board, the supervisor): the polygons whose department's done value was
// assigned today on the workshop clock, wherever they are now, each once per
// done value however often it was set. A done taken back (the station's or the
// packing's undo, which puts the status before it back with its remark) is not
// done. Worked out from the kept lists once per change (derivedFromLists), so a
// station's refresh does not walk 100,000 polygons again.
import { startOfToday, startOfTomorrow } from "@/lib/i18n/workshop-clock";
import { undoneAtPackingRemark, undoneAtStationRemark } from "@/lib/polygons/app-remarks";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { Workflow } from "@/lib/workflow/schemas";
import { derivedFromLists } from "./derived";
import { polygonsAt } from "./placement";
import type { StatusHistory } from "./slim";

const undoRemarks = new Set([undoneAtStationRemark, undoneAtPackingRemark]);

/** Polygons per done value assigned today (from the workshop's midnight to `now`). */
export async function doneTodayByValue(
  upstream: ProductionApiClient,
  workflow: Workflow,
  doneValues: number[],
  now: Date,
): Promise<Map<number, number>> {
  const { ids } = await doneToday(upstream, workflow, doneValues, now);
  return new Map([...ids].map(([value, polygonIds]) => [value, polygonIds.length]));
}

/** The polygons themselves, per done value (the wall board keeps the morning's plan with them). */
export async function doneTodayIdsByValue(
  upstream: ProductionApiClient,
  workflow: Workflow,
  doneValues: number[],
  now: Date,
): Promise<Map<number, readonly number[]>> {
  return (await doneToday(upstream, workflow, doneValues, now)).ids;
}

function doneToday(upstream: ProductionApiClient, workflow: Workflow, doneValues: number[], now: Date) {
  const from = startOfToday(now).getTime();
  const values = [...new Set(doneValues)].sort((a, b) => a - b);
  // The same day and lists: the same counts, until midnight or a move dated ahead of now comes due.
  const fingerprint = `${values.join(",")}|${from}|${workflow.statuses.length}`;
  return derivedFromLists(
    `done-today:${values.join(",")}`,
    fingerprint,
    () => findDoneToday(upstream, workflow, values, from, now),
    { expiresAt: ({ changesAt }) => changesAt },
  );
}

/** Whether the status that followed `statuses[i]` (newest first) took it back: an undo's. */
const isUndone = (statuses: StatusHistory, i: number) =>
  i > 0 && undoRemarks.has(statuses.remarksAt(i - 1) ?? "");

async function findDoneToday(
  upstream: ProductionApiClient,
  workflow: Workflow,
  values: number[],
  from: number,
  now: Date,
) {
  const wanted = new Set(values);
  const ids = new Map<number, number[]>(values.map((value) => [value, []]));
  let changesAt = startOfTomorrow(now).getTime();
  const polygons = await polygonsAt(
    upstream,
    workflow.statuses.map((s) => s.value),
  );
  for (const polygon of polygons) {
    const seen = new Set<number>();
    const { statuses } = polygon;
    for (let i = 0; i < statuses.length; i++) {
      const value = statuses.valueAt(i)!;
      const assignedAtMs = statuses.assignedAtMsAt(i)!;
      if (!wanted.has(value) || seen.has(value)) continue;
      if (assignedAtMs > now.getTime()) changesAt = Math.min(changesAt, assignedAtMs);
      if (assignedAtMs < from || assignedAtMs > now.getTime()) continue;
      if (isUndone(statuses, i)) continue;
      seen.add(value);
      ids.get(value)?.push(polygon.id);
    }
  }
  return { ids, changesAt };
}
