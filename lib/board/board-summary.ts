// What the wall board shows per department, from the shared lists (no upstream
// call of its own while they are fresh): waiting, in progress, on hold and
// overdue; done today against the day's target; the oldest open problem.
// What counts as what is told in docs/screens.md (the wall board).
import type { Database } from "@/lib/db/client";
import { lineSummaryOf } from "@/lib/polygons/order-specs";
import { latestProblems } from "@/lib/polygons/problems";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { derivedFromLists } from "@/lib/shared-lists/derived";
import { dueHereOf, placedPolygons, type Placed } from "@/lib/shared-lists/placement";
import { sinceOf, workOfDepartment } from "@/lib/shared-lists/status-lists";
import { doneTodayByValue } from "@/lib/shared-lists/done-today";
import {
  departmentsWithWorkflow,
  openValuesOf,
  type DepartmentWithWorkflow,
} from "@/lib/workflow/department-workflows";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadTargets } from "./targets";

type OldestProblem = {
  productionPolygonId: number;
  projectNumber: string | null;
  lineNumber: number | null;
  product: string | null;
  remark: string | null;
  /** Since when it is held: the problem's report, else the on-hold status. */
  since: string;
};

/** Whether a polygon open in the department is overdue now (docs/screens.md). */
export function isOverdue(placed: Placed, thresholds: Map<number, number>, now: number): boolean {
  const current = placed.polygon.statuses.current;
  const threshold = current && thresholds.get(current.value);
  if (current && threshold !== undefined && current.assignedAtMs + threshold < now) return true;
  const finishAt = dueHereOf(placed);
  const deliverAt = Date.parse(placed.polygon.deliverAt ?? "");
  return finishAt < now || deliverAt < now;
}

export async function boardSummary(db: Database, upstream: ProductionApiClient, now = new Date()) {
  const [{ workflow, departments }, targets] = await Promise.all([
    departmentsWithWorkflow(db, upstream),
    loadTargets(db),
  ]);
  // The same lists, workflow, targets and minute: the same board (kept a few seconds).
  const minute = Math.floor(now.getTime() / 60_000);
  const fingerprint = JSON.stringify([departments, workflow, [...targets]]);
  return derivedFromLists("board", `${fingerprint}|${minute}`, () =>
    summarize(db, upstream, workflow, departments, targets, now),
  );
}
export type BoardSummary = Awaited<ReturnType<typeof boardSummary>>;
export type BoardDepartment = BoardSummary["departments"][number];

async function summarize(
  db: Database,
  upstream: ProductionApiClient,
  workflow: Workflow,
  departments: DepartmentWithWorkflow[],
  targets: Map<number, number>,
  now: Date,
) {
  const nowMs = now.getTime();
  const thresholds = new Map(
    workflow.statuses.flatMap((s) =>
      s.overdueAfterHours === null ? [] : [[s.value, s.overdueAfterHours * 3_600_000]],
    ),
  );
  const doneToday = await doneTodayByValue(
    upstream,
    workflow,
    departments.map((d) => d.workflow.doneValue),
    now,
  );
  const rows = await Promise.all(
    departments.map(async ({ department, workflow: own }) => {
      const work = await workOfDepartment(upstream, department.id);
      const placed = (await placedPolygons(upstream, own, work, openValuesOf(own))).filter(
        ({ stage }) => stage === "waiting" || stage === "started" || stage === "on-hold",
      );
      const onHold = placed.filter((p) => p.stage === "on-hold");
      return {
        departmentId: department.id,
        code: department.code,
        name: department.name,
        waiting: placed.filter((p) => p.stage === "waiting").length,
        inProgress: placed.filter((p) => p.stage === "started").length,
        onHold: onHold.length,
        overdue: placed.filter((p) => isOverdue(p, thresholds, nowMs)).length,
        doneToday: doneToday.get(own.doneValue) ?? 0,
        dailyTarget: targets.get(department.id) ?? null,
        oldestProblem: await oldestProblem(db, upstream, onHold),
      };
    }),
  );
  return { at: now.toISOString(), departments: rows };
}

async function oldestProblem(
  db: Database,
  upstream: ProductionApiClient,
  onHold: Placed[],
): Promise<OldestProblem | null> {
  if (onHold.length === 0) return null;
  const problems = await latestProblems(
    db,
    onHold.map((p) => p.polygon.id),
  );
  const heldSince = (p: Placed) =>
    sinceOf(problems.get(p.polygon.id)?.reportedAt, p.polygon.statuses.current);
  const oldest = onHold.reduce((a, b) =>
    heldSince(b) < heldSince(a) || (heldSince(b) === heldSince(a) && b.polygon.id < a.polygon.id) ? b : a,
  );
  const { polygon } = oldest;
  const summary = await lineSummaryOf(upstream, polygon);
  return {
    productionPolygonId: polygon.id,
    projectNumber: summary.projectNumber,
    lineNumber: summary.lineNumber,
    product: summary.product,
    remark: problems.get(polygon.id)?.remark ?? polygon.statuses.current?.remarks ?? null,
    since: new Date(heldSince(oldest)).toISOString(),
  };
}
