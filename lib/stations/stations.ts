// Department stations: the departments, and a department's queue (polygons
// waiting for it, in progress or on hold in it, planned finish first, one page
// at a time) with the counts of waiting, in progress and done today.
import { dueHereOf, placedPolygons, type Placed } from "@/lib/shared-lists/placement";
import { lineDates } from "@/lib/base/line-dates";
import { mayWorkInDepartment, type SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { nextStep, workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import { orderSpecsOf } from "@/lib/polygons/order-specs";
import { lineRowOf } from "@/lib/polygons/polygons";
import { latestProblems } from "@/lib/polygons/problems";
import { assignedAtOf, momentOf, workOfDepartment } from "@/lib/shared-lists/status-lists";
import { doneTodayByValue } from "@/lib/shared-lists/done-today";
import { unmatchedEntriesOf } from "./material-wait";

export async function listDepartments(upstream: ProductionApiClient) {
  return upstream.department.getAll();
}

export function assertMayWorkInDepartment(employee: SessionEmployee, departmentId: number): void {
  if (!mayWorkInDepartment(employee, departmentId)) {
    throw new AppError(
      "forbidden",
      "Not your department",
      "You work only at the stations of your own departments.",
    );
  }
}

export { pageQuery as queueQuery } from "@/lib/base/params";

const plannedFinish = (placed: Placed) => {
  const at = dueHereOf(placed);
  return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
};

export async function departmentQueue(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  options: { offset: number; limit: number; now?: Date; keep?: (placed: Placed) => boolean },
) {
  const now = options.now ?? new Date();
  const [department, workflowAll, entries] = await Promise.all([
    upstream.department.getById({ id: departmentId }),
    loadWorkflow(db),
    workOfDepartment(upstream, departmentId),
  ]);
  const workflow = workflowOfDepartment(workflowAll, department.code);
  const counts = { waiting: 0, started: 0, onHold: 0, doneToday: 0 };
  if (!workflow) return { department, workflow, counts, total: 0, items: [] };

  const queueValues = [...workflow.waitingValues, workflow.onHoldValue];
  if (workflow.startedValue !== null) queueValues.push(workflow.startedValue);
  // Done today: the one count the board and the supervisor show too (lib/shared-lists/done-today.ts).
  const [queued, doneToday] = await Promise.all([
    placedPolygons(upstream, workflow, entries, queueValues),
    doneTodayByValue(upstream, workflowAll, [workflow.doneValue], now),
  ]);
  counts.doneToday = doneToday.get(workflow.doneValue) ?? 0;
  const inQueue = queued.filter(
    (p) => p.stage === "waiting" || p.stage === "started" || p.stage === "on-hold",
  );
  for (const { stage } of inQueue) {
    if (stage === "waiting") counts.waiting++;
    else if (stage === "started") counts.started++;
    else counts.onHold++;
  }
  // A print of chosen tickets pages through the chosen ones only (the counts stay the queue's).
  const chosen = options.keep ? inQueue.filter(options.keep) : inQueue;
  // Keys computed once: a queue of 30,000 would parse dates a million times in the comparator.
  const page = chosen
    .map((placed) => ({ placed, finish: plannedFinish(placed) }))
    .sort((a, b) => a.finish - b.finish || a.placed.polygon.id - b.placed.polygon.id)
    .slice(options.offset, options.offset + options.limit)
    .map(({ placed }) => placed);
  const [specs, problems, unmatched] = await Promise.all([
    orderSpecsOf(
      upstream,
      page.map((p) => p.polygon.productionProjectId),
    ),
    latestProblems(
      db,
      page.filter((p) => p.stage === "on-hold").map((p) => p.polygon.id),
    ),
    unmatchedEntriesOf(
      upstream,
      page.map((p) => p.polygon.id),
    ),
  ]);
  const items = page.map(({ polygon, work, stage }) => {
    const current = polygon.statuses.current;
    // The card's "Late": this department's planned finish passed (else the line's). Its date shown is
    // the line's planned finish, as on every screen (lib/base/line-dates.ts); the department's beside it.
    const dueHere = dueHereOf({ work, polygon });
    const dates = lineDates(polygon);
    return {
      ...lineRowOf(polygon, specs.get(polygon.productionProjectId)),
      stage,
      nextStep: nextStep(workflow, stage)?.step ?? null,
      statusValue: current?.value ?? null,
      statusAssignedAt: current ? assignedAtOf(current) : null,
      remarks: current?.remarks ?? null,
      dates,
      /** The line's planned finish (dates.plannedFinish): what the ticket prints. */
      plannedFinishAt: dates.plannedFinish,
      /** This department's planned finish of the line (its work here is not done yet). */
      departmentFinishAt: momentOf(work.finishAtMs),
      deliverAt: polygon.deliverAt,
      materialDefects: polygon.materialDefects,
      unmatchedMaterials: unmatched.get(polygon.id) ?? 0,
      isOverdue: dueHere < now.getTime(),
      problem: problems.get(polygon.id) ?? null,
    };
  });
  return { department, workflow, counts, total: chosen.length, items };
}
export type DepartmentQueue = Awaited<ReturnType<typeof departmentQueue>>;
export type QueueItem = DepartmentQueue["items"][number];
