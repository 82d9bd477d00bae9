// One production project as the office sees it: the project export, the order
// spec (bill of materials, items with their materials), and each of its
// polygons with its current status, department work, packages, the
// matching state of its material entries (defects with their report, and the
// lot of the roll each was matched with: which lot went into which line) and
// its purchase number as the CPQ keeps it.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { OrderSpec, ProductionPolygon } from "@/lib/production-api/schemas";
import { loadFloorCatalogue } from "@/lib/workflow/product-names";
import { materialEntriesOf } from "@/lib/polygons/material-entries";
import { currentStatusOf, statusHistoryOf } from "@/lib/polygons/polygons";
import { cpqRefOfExport } from "@/lib/polygons/cpq-projects";
import { getCpqService } from "@/lib/server/cpq-client";
import { departmentDates, latestOf, lineDates } from "@/lib/base/line-dates";
import { workProgressOf } from "@/lib/workflow/work-progress";

/** The project's polygons, found through its order-spec items (the upstream has no read by project). */
async function polygonsOfProject(
  upstream: ProductionApiClient,
  spec: OrderSpec,
): Promise<ProductionPolygon[]> {
  const itemIds = spec.orderSpec.items.map((i) => i.id);
  if (itemIds.length === 0) return [];
  const polygons = await upstream.status.getPolygonStatusInfoForWtPolygons({ polygonIds: itemIds });
  const lineOf = new Map(spec.orderSpec.items.map((i) => [i.id, i.lineNumber]));
  return polygons
    .filter((p) => p.productionProjectId === spec.productionProjectId)
    .sort((a, b) => (lineOf.get(a.polygonId) ?? 0) - (lineOf.get(b.polygonId) ?? 0) || a.id - b.id);
}

/** Department work and packages of each polygon, a few polygons at a time. */
async function workOf(upstream: ProductionApiClient, polygonIds: number[]) {
  const work = new Map<
    number,
    {
      departments: Awaited<ReturnType<ProductionApiClient["polygonDepartment"]["getByPolygon"]>>;
      packages: Awaited<ReturnType<ProductionApiClient["polygonPackage"]["getByPolygon"]>>;
    }
  >();
  for (let i = 0; i < polygonIds.length; i += 8) {
    await Promise.all(
      polygonIds.slice(i, i + 8).map(async (productionPolygonId) => {
        const [departments, packages] = await Promise.all([
          upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
          upstream.polygonPackage.getByPolygon({ productionPolygonId }),
        ]);
        work.set(productionPolygonId, { departments, packages });
      }),
    );
  }
  return work;
}

export type MatchingState = "matched" | "unmatched" | "defect" | "none";

function matchingStateOf(entries: { isMatched: boolean; hasDefect: boolean }[]): MatchingState {
  if (entries.length === 0) return "none";
  if (entries.some((e) => e.hasDefect)) return "defect";
  return entries.every((e) => e.isMatched) ? "matched" : "unmatched";
}

export async function projectPage(db: Database, upstream: ProductionApiClient, productionProjectId: number) {
  const [exported, spec] = await Promise.all([
    upstream.projectExport.get({ productionProjectId }),
    upstream.projectExport.getOrderSpec({ productionProjectId }),
  ]);
  const polygons = await polygonsOfProject(upstream, spec);
  const cpqProject = cpqRefOfExport(exported.exportProject);
  const [work, entries, departments, workflow, cpqViews] = await Promise.all([
    workOf(
      upstream,
      polygons.map((p) => p.id),
    ),
    materialEntriesOf(db, upstream, productionProjectId),
    upstream.department.getAll(),
    loadFloorCatalogue(db),
    cpqProject
      ? getCpqService().projectViews(cpqProject.hubApplicationId, cpqProject.projectId)
      : Promise.resolve(null),
  ]);
  const purchaseNumbers = new Map(
    cpqViews?.status === "ok" ? cpqViews.polygons.map((p) => [p.polygonId, p.purchaseNumber]) : [],
  );
  const departmentNames = new Map(departments.map((d) => [d.id, d.name]));
  const departmentCodes = new Map(departments.map((d) => [d.id, d.code]));
  const itemOf = new Map(spec.orderSpec.items.map((i) => [i.id, i]));
  return {
    productionProjectId,
    exportProject: exported.exportProject,
    orderSpec: spec.orderSpec,
    statuses: workflow.statuses,
    /** The product types' Dutch names (lib/workflow/product-names.ts). */
    productNames: workflow.productNames,
    /** The project's planned delivery: the latest of its lines' (what the customer was promised). */
    plannedDelivery: latestOf(polygons.map((p) => p.deliverAt)),
    /** Whether the project can be opened in the CPQ, and the one line when the CPQ did not answer. */
    cpq: {
      isInCpq: cpqProject !== null,
      message: cpqViews && cpqViews.status !== "ok" ? cpqViews.message : null,
    },
    polygons: polygons.map((polygon) => {
      const own = entries.filter((e) => e.productionPolygonId === polygon.id);
      const values = statusHistoryOf(polygon).map((s) => s.productionStatusValue);
      const item = itemOf.get(polygon.polygonId);
      return {
        id: polygon.id,
        polygonId: polygon.polygonId,
        lineNumber: item?.lineNumber ?? null,
        /** undefined: the CPQ did not say (down, or no data). */
        purchaseNumber: purchaseNumbers.get(polygon.polygonId),
        finishAt: polygon.finishAt,
        deliverAt: polygon.deliverAt,
        /** The line's planned dates, named as every screen names them (lib/base/line-dates.ts). */
        dates: lineDates(polygon),
        currentStatusValue: currentStatusOf(polygon)?.productionStatusValue ?? null,
        isOnHold: workflow.departments.some(
          (d) => d.onHoldValue === currentStatusOf(polygon)?.productionStatusValue,
        ),
        departments: (work.get(polygon.id)?.departments ?? []).map((d) => ({
          id: d.id,
          name: departmentNames.get(d.productionDepartmentId) ?? String(d.productionDepartmentId),
          startAt: d.startAt,
          finishAt: d.finishAt,
          /** startAt and finishAt named planned or real by the work's progress there. */
          dates: departmentDates(
            d,
            workProgressOf(workflow, departmentCodes.get(d.productionDepartmentId) ?? null, values),
          ),
        })),
        packages: (work.get(polygon.id)?.packages ?? []).map((p) => ({
          id: p.id,
          barcode: p.barcode,
          amount: p.amount,
          packedAt: p.packedAt,
        })),
        matching: matchingStateOf(own),
        materials: own,
      };
    }),
  };
}
export type ProjectPage = Awaited<ReturnType<typeof projectPage>>;
export type ProjectPolygon = ProjectPage["polygons"][number];
