// Work in progress: per department and per status of its workflow, how many
// polygons and the sum of their production value (the department's share),
// and the list behind each number, one page at a time.
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { derivedFromLists, untilListsChange } from "./derived";
import {
  describePage,
  departmentsWithWorkflow,
  openValuesOf,
  placedInDepartment,
  type DepartmentWithWorkflow,
  type Page,
} from "./placed";
import { dueHereOf } from "@/lib/shared-lists/placement";

export async function workInProgress(db: Database, upstream: ProductionApiClient) {
  const { departments } = await departmentsWithWorkflow(db, upstream);
  return derivedFromLists(
    "work-in-progress",
    JSON.stringify(departments),
    () => countWorkInProgress(upstream, departments),
    { expiresAt: untilListsChange },
  );
}

async function countWorkInProgress(upstream: ProductionApiClient, departments: DepartmentWithWorkflow[]) {
  const rows = await Promise.all(
    departments.map(async (entry) => {
      const placed = await placedInDepartment(upstream, entry);
      // One walk over the department's polygons (not one per status: 100,000 polygons × a dozen values).
      const atValue = new Map<number, { count: number; productionValue: number }>();
      for (const { polygon, work } of placed) {
        const value = polygon.statuses.current?.value;
        if (value === undefined) continue;
        const sum = atValue.get(value) ?? { count: 0, productionValue: 0 };
        sum.count++;
        sum.productionValue += work.productionValue;
        atValue.set(value, sum);
      }
      const cells = openValuesOf(entry.workflow).map((statusValue) => ({
        statusValue,
        ...(atValue.get(statusValue) ?? { count: 0, productionValue: 0 }),
      }));
      return {
        departmentId: entry.department.id,
        code: entry.department.code,
        name: entry.department.name,
        cells,
      };
    }),
  );
  return { departments: rows };
}
export type WorkInProgress = Awaited<ReturnType<typeof workInProgress>>;

/** The polygons behind one number: a department's polygons at one status, planned finish first. */
export async function workInProgressList(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  statusValue: number,
  page: Page,
) {
  const { departments } = await departmentsWithWorkflow(db, upstream);
  const entry = departments.find((d) => d.department.id === departmentId);
  if (!entry)
    throw new AppError("not_found", "No such department", `Department ${departmentId} has no workflow.`);
  // Kept while the lists stay as they are: the next page, or the same number opened again, is a slice
  // of it (a walk over a department's polygons at 100,000 made garbage that outlived young collections).
  const sorted = await derivedFromLists(
    "work-in-progress-list",
    `${departmentId}:${statusValue}|${JSON.stringify(departments)}`,
    () => sortedAtValue(upstream, entry, statusValue),
    { expiresAt: untilListsChange },
  );
  const rows = await describePage(upstream, sorted.slice(page.offset, page.offset + page.limit));
  return {
    total: sorted.length,
    items: rows.map(({ row, polygon }) => ({
      ...polygon,
      stage: row.stage,
      productionValue: row.work.productionValue,
      // The line's planned finish, as every screen shows it (the list is in this department's order).
      plannedFinishAt: polygon.dates.plannedFinish,
    })),
  };
}
export type WorkInProgressList = Awaited<ReturnType<typeof workInProgressList>>;

/** The department's polygons at this status, due here first (then by id). */
async function sortedAtValue(
  upstream: ProductionApiClient,
  entry: DepartmentWithWorkflow,
  statusValue: number,
) {
  const placed = (await placedInDepartment(upstream, entry)).filter(
    (p) => p.polygon.statuses.current?.value === statusValue,
  );
  const finish = (p: (typeof placed)[number]) => dueHereOf(p) || Infinity;
  // Keys computed once, not in the comparator (thousands of polygons behind a number).
  return placed
    .map((p) => ({ p, key: finish(p) }))
    .sort((a, b) => a.key - b.key || a.p.polygon.id - b.p.polygon.id)
    .map(({ p }) => p);
}
