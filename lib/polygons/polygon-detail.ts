// One polygon as a station shows it: its order-spec item (model, dimensions,
// materials with their properties), its status history with who (by name where
// the app knows the hub employee) and when, its department work, packages and problems.
import { inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { departmentDates, lineDates } from "@/lib/base/line-dates";
import { loadWorkflow } from "@/lib/workflow/store";
import { workProgressOf } from "@/lib/workflow/work-progress";
import type { DefectReport } from "./material-defects";
import { materialEntriesOf } from "./material-entries";
import { quantityOf } from "./quantity";
import { lineSummary, orderSpecsOf } from "./order-specs";
import { polygonHead, statusHistoryOf } from "./polygons";
import { problemsOfPolygon } from "./problems";

/** Display names of the app's employees by hub employee id. */
export async function employeeNames(db: Database, hubEmployeeIds: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(hubEmployeeIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ hubEmployeeId: employees.hubEmployeeId, displayName: employees.displayName })
    .from(employees)
    .where(inArray(employees.hubEmployeeId, unique));
  return new Map(rows.map((row) => [row.hubEmployeeId, row.displayName]));
}

/** The polygon's material entries; the station's link names the polygon: operators see a defect photo only while the polygon is at their station. */
async function polygonEntries(
  db: Database,
  upstream: ProductionApiClient,
  productionProjectId: number,
  productionPolygonId: number,
) {
  const withPolygon = (report: DefectReport) =>
    report.photoUrl ? { ...report, photoUrl: `${report.photoUrl}&polygon=${productionPolygonId}` } : report;
  const entries = await materialEntriesOf(db, upstream, productionProjectId, productionPolygonId);
  return entries.map((e) => ({ ...e, defect: e.defect && withPolygon(e.defect) }));
}

export async function polygonDetail(
  db: Database,
  upstream: ProductionApiClient,
  productionPolygonId: number,
) {
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const [departments, packages, specs, problems, allDepartments, matching, workflow] = await Promise.all([
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    upstream.polygonPackage.getByPolygon({ productionPolygonId }),
    orderSpecsOf(upstream, [polygon.productionProjectId]),
    problemsOfPolygon(db, productionPolygonId),
    upstream.department.getAll(),
    polygonEntries(db, upstream, polygon.productionProjectId, productionPolygonId),
    loadWorkflow(db),
  ]);
  const history = statusHistoryOf(polygon);
  const values = history.map((s) => s.productionStatusValue);
  const names = await employeeNames(
    db,
    history.flatMap((s) => (s.hubEmployeeId === null ? [] : [s.hubEmployeeId])),
  );
  const spec = specs.get(polygon.productionProjectId);
  const item = spec?.orderSpec.items.find((i) => i.id === polygon.polygonId) ?? null;
  const departmentsById = new Map(allDepartments.map((d) => [d.id, d]));
  return {
    ...polygonHead(polygon),
    /** The line's planned dates, named as every screen names them (lib/base/line-dates.ts). */
    dates: lineDates(polygon),
    summary: lineSummary(spec, polygon.polygonId),
    item: item && {
      model: item.model?.description ?? item.model?.value ?? null,
      description: item.description,
      width: item.width,
      height: item.height,
      materials: item.materials.map((m) => ({
        name: m.name,
        description: m.material?.description ?? null,
        color: m.material?.color ?? null,
        eanCode: m.material?.eanCode ?? null,
        isMain: m.isMainCategory,
        quantity: m.quantityDescription,
        amount: quantityOf(m),
        properties: m.properties,
      })),
    },
    history: history.map((s) => ({
      id: s.id,
      statusValue: s.productionStatusValue,
      assignedAt: s.assignedAt,
      hubEmployeeId: s.hubEmployeeId,
      employeeName: s.hubEmployeeId === null ? null : (names.get(s.hubEmployeeId) ?? null),
      remarks: s.remarks,
    })),
    departments: departments.map((d) => {
      const code = departmentsById.get(d.productionDepartmentId)?.code ?? null;
      return {
        ...d,
        departmentName: departmentsById.get(d.productionDepartmentId)?.name ?? null,
        departmentCode: code,
        /** startAt and finishAt named planned or real by the work's progress there. */
        dates: departmentDates(d, workProgressOf(workflow, code, values)),
      };
    }),
    packages,
    problems,
    matching,
  };
}
export type PolygonDetail = Awaited<ReturnType<typeof polygonDetail>>;
