// What every supervisor list starts from: the shared slim per-status lists of
// lib/shared-lists/status-lists (one upstream call per status a minute, whoever asks),
// the departments with their workflow, and a page with its order-spec summary.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionDepartment } from "@/lib/production-api/schemas";
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import {
  polygonsAtStatus,
  workOfDepartment,
  type SlimPolygon,
  type SlimWork,
} from "@/lib/shared-lists/status-lists";
import { stageInDepartment, workflowOfDepartment, type Stage } from "@/lib/workflow/rules";
import type { DepartmentWorkflow, Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";

export { pageQuery, type Page } from "@/lib/route/params";

export type DepartmentWithWorkflow = { department: ProductionDepartment; workflow: DepartmentWorkflow };

export async function departmentsWithWorkflow(db: Database, upstream: ProductionApiClient) {
  const [departments, workflow] = await Promise.all([upstream.department.getAll(), loadWorkflow(db)]);
  const withWorkflow = departments.flatMap((department) => {
    const own = workflowOfDepartment(workflow, department.code);
    return own ? [{ department, workflow: own }] : [];
  });
  return { workflow, departments: withWorkflow };
}

/** The values a department has work at (waiting, started, on hold), in that order. */
export function openValuesOf(workflow: DepartmentWorkflow): number[] {
  const values = [...workflow.waitingValues];
  if (workflow.startedValue !== null) values.push(workflow.startedValue);
  values.push(workflow.onHoldValue);
  return values;
}

/** Every value some department still has work at: a polygon there is not finished. */
export function openValues(workflow: Workflow): number[] {
  return [...new Set(workflow.departments.flatMap(openValuesOf))];
}

export async function polygonsAt(upstream: ProductionApiClient, values: number[]): Promise<SlimPolygon[]> {
  const lists = await Promise.all([...new Set(values)].map((value) => polygonsAtStatus(upstream, value)));
  return lists.flatMap((list) => [...list.values()]);
}

export type Placed = { polygon: SlimPolygon; work: SlimWork; stage: Stage };

/** Polygons planned in the department at its open values, with their stage there. */
export async function placedInDepartment(
  upstream: ProductionApiClient,
  { department, workflow }: DepartmentWithWorkflow,
): Promise<Placed[]> {
  const [work, polygons] = await Promise.all([
    workOfDepartment(upstream, department.id),
    polygonsAt(upstream, openValuesOf(workflow)),
  ]);
  return polygons.flatMap((polygon) => {
    const entry = work.get(polygon.id);
    if (!entry) return [];
    const [current, previous] = polygon.statuses;
    const stage = stageInDepartment(workflow, current?.value ?? null, previous?.value ?? null);
    return stage === "elsewhere" || stage === "done" ? [] : [{ polygon, work: entry, stage }];
  });
}

/** The page's polygons with what a row shows of them: project number, customer, product. */
export async function describePage<T extends { polygon: SlimPolygon }>(
  upstream: ProductionApiClient,
  page: T[],
) {
  const specs = await orderSpecsOf(
    upstream,
    page.map((p) => p.polygon.productionProjectId),
  );
  return page.map((row) => {
    const { polygon } = row;
    const [current] = polygon.statuses;
    const summary = lineSummary(specs.get(polygon.productionProjectId), polygon.polygonId);
    return {
      row,
      polygon: {
        id: polygon.id,
        polygonId: polygon.polygonId,
        productionProjectId: polygon.productionProjectId,
        subnumber: polygon.subnumber,
        projectNumber: summary.projectNumber,
        customer: summary.customer,
        lineNumber: summary.lineNumber,
        product: summary.product,
        statusValue: current?.value ?? null,
        statusAssignedAt: current?.assignedAt ?? null,
        finishAt: polygon.finishAt,
        deliverAt: polygon.deliverAt,
      },
    };
  });
}
export type PolygonRow = Awaited<ReturnType<typeof describePage>>[number]["polygon"];
