// Throughput: polygons finished per department per day, the last 14 days on the
// workshop's clock. Source: the status history the shared per-status lists
// already hold (lib/shared-lists/status-lists) – a polygon finished in a department when
// that department's done value was assigned. polygondepartment.finishAt would
// need one more large call per department and holds the plan until the work is
// done, so it cannot tell finished from planned.
import { eachInSlices, restEvery } from "@/lib/base/yield";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { startOfTomorrow, startsOfLastDays } from "@/lib/i18n/workshop-clock";
import type { Workflow } from "@/lib/workflow/schemas";
import { derivedFromLists } from "./derived";
import { departmentsWithWorkflow, polygonsAt, type DepartmentWithWorkflow } from "./placed";

export const throughputDays = 14;

/** The longest the count holds the server's thread before letting others run (ms). */
const countSliceMs = 8;

export async function throughput(db: Database, upstream: ProductionApiClient, now = new Date()) {
  const { workflow, departments } = await departmentsWithWorkflow(db, upstream);
  // The same lists and departments: the same chart until the next midnight (lib/supervisor/derived.ts).
  const { chart } = await derivedFromLists(
    "throughput",
    JSON.stringify([departments, workflow.statuses.map((s) => s.value)]),
    () => countFinished(upstream, workflow, departments, now),
    { expiresAt: ({ changesAt }) => changesAt },
  );
  return chart;
}

async function countFinished(
  upstream: ProductionApiClient,
  workflow: Workflow,
  departments: DepartmentWithWorkflow[],
  now: Date,
) {
  // Day i starts at the workshop's midnight, throughputDays - 1 - i calendar days before today.
  const dayStarts = startsOfLastDays(now, throughputDays).map((start) => start.getTime());
  const first = dayStarts[0] ?? now.getTime();
  const polygons = await polygonsAt(
    upstream,
    workflow.statuses.map((s) => s.value),
  );
  const byDone = new Map(
    departments.map((d) => [d.workflow.doneValue, new Array<number>(throughputDays).fill(0)]),
  );
  // A new day, or a move dated ahead of now coming due, changes the chart.
  let changesAt = startOfTomorrow(now).getTime();
  // In slices (lib/base/yield.ts): every status of 100,000 polygons is a walk of tens of milliseconds.
  const count = (polygon: (typeof polygons)[number]) => {
    const { statuses } = polygon;
    for (let i = 0; i < statuses.length; i++) {
      const counts = byDone.get(statuses.valueAt(i)!);
      const at = statuses.assignedAtMsAt(i)!;
      if (counts && at > now.getTime()) changesAt = Math.min(changesAt, at);
      if (!counts || at < first || at > now.getTime()) continue;
      let day = throughputDays - 1;
      while (day > 0 && at < (dayStarts[day] ?? 0)) day--;
      counts[day] = (counts[day] ?? 0) + 1;
    }
  };
  await eachInSlices(polygons, count, restEvery(countSliceMs));
  const chart = {
    days: dayStarts.map((at) => new Date(at).toISOString()),
    departments: departments.map(({ department, workflow: own }) => ({
      departmentId: department.id,
      code: department.code,
      name: department.name,
      finished: byDone.get(own.doneValue) ?? [],
    })),
  };
  return { chart, changesAt };
}
export type Throughput = Awaited<ReturnType<typeof throughput>>;
