// What every supervisor list starts from: the shared slim per-status lists of
// lib/shared-lists/status-lists (one upstream call per status a minute, whoever asks),
// the departments with their workflow, and a page with its order-spec summary.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { placedPolygons, type Placed } from "@/lib/shared-lists/placement";
import { lineNameOf, lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { polygonHead } from "@/lib/polygons/polygons";
import { lineDates } from "@/lib/base/line-dates";
import { assignedAtOf, workOfDepartment, type SlimPolygon } from "@/lib/shared-lists/status-lists";
import { openValuesOf, type DepartmentWithWorkflow } from "@/lib/workflow/department-workflows";
import type { Workflow } from "@/lib/workflow/schemas";

export { pageQuery, type Page } from "@/lib/base/params";

export {
  departmentsWithWorkflow,
  openValuesOf,
  type DepartmentWithWorkflow,
} from "@/lib/workflow/department-workflows";

/** Every value some department still has work at: a polygon there is not finished. */
export function openValues(workflow: Workflow): number[] {
  return [...new Set(workflow.departments.flatMap(openValuesOf))];
}

export { polygonsAt, type Placed } from "@/lib/shared-lists/placement";

/** Polygons planned in the department at its open values, with their stage there. */
export async function placedInDepartment(
  upstream: ProductionApiClient,
  { department, workflow }: DepartmentWithWorkflow,
): Promise<Placed[]> {
  const work = await workOfDepartment(upstream, department.id);
  const placed = await placedPolygons(upstream, workflow, work, openValuesOf(workflow));
  return placed.filter(({ stage }) => stage !== "elsewhere" && stage !== "done");
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
    const current = polygon.statuses.current;
    return {
      row,
      polygon: {
        ...polygonHead(polygon),
        /** The line's planned dates, named as every screen names them (lib/base/line-dates.ts). */
        dates: lineDates(polygon),
        ...lineNameOf(lineSummary(specs.get(polygon.productionProjectId), polygon.polygonId)),
        statusValue: current?.value ?? null,
        statusAssignedAt: current ? assignedAtOf(current) : null,
      },
    };
  });
}
export type PolygonRow = Awaited<ReturnType<typeof describePage>>[number]["polygon"];
