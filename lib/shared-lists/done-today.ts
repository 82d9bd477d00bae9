// "Done today" per department, one count for every screen (the stations, the
// board, the supervisor): the polygons whose department's done value was
// assigned today on the workshop clock, wherever they are now, each once per
// done value however often it was set. Worked out from the kept lists once per
// change (derivedFromLists), so a station's refresh does not walk 100,000
// polygons again.
import { startOfToday, startOfTomorrow } from "@/lib/i18n/workshop-clock";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { Workflow } from "@/lib/workflow/schemas";
import { derivedFromLists } from "./derived";
import { polygonsAt } from "./placement";

/** Polygons per done value assigned today (from the workshop's midnight to `now`). */
export async function doneTodayByValue(
  upstream: ProductionApiClient,
  workflow: Workflow,
  doneValues: number[],
  now: Date,
): Promise<Map<number, number>> {
  const from = startOfToday(now).getTime();
  const values = [...new Set(doneValues)].sort((a, b) => a - b);
  // The same day and lists: the same counts, until midnight or a move dated ahead of now comes due.
  const fingerprint = `${values.join(",")}|${from}|${workflow.statuses.length}`;
  const { counts } = await derivedFromLists(
    `done-today:${values.join(",")}`,
    fingerprint,
    () => countDoneToday(upstream, workflow, values, from, now),
    { expiresAt: ({ changesAt }) => changesAt },
  );
  return counts;
}

async function countDoneToday(
  upstream: ProductionApiClient,
  workflow: Workflow,
  values: number[],
  from: number,
  now: Date,
) {
  const wanted = new Set(values);
  const counts = new Map<number, number>(values.map((value) => [value, 0]));
  let changesAt = startOfTomorrow(now).getTime();
  const polygons = await polygonsAt(
    upstream,
    workflow.statuses.map((s) => s.value),
  );
  for (const polygon of polygons) {
    const seen = new Set<number>();
    for (const status of polygon.statuses) {
      if (!wanted.has(status.value) || seen.has(status.value)) continue;
      if (status.assignedAtMs > now.getTime()) changesAt = Math.min(changesAt, status.assignedAtMs);
      if (status.assignedAtMs < from || status.assignedAtMs > now.getTime()) continue;
      seen.add(status.value);
      counts.set(status.value, (counts.get(status.value) ?? 0) + 1);
    }
  }
  return { counts, changesAt };
}
