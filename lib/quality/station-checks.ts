// The checks at a station (docs/quality.md): what the dialog shows, a result
// sent from it (a fail sends the line back to a department or on hold through
// the route's upstream, so the kept lists follow), a supervisor's pass, and
// the guard that refuses a Done before a passing result of this visit.
import type { Locale, SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { notPlannedIn, polygonInDepartment } from "@/lib/polygons/polygon-in-department";
import { insertProblem } from "@/lib/polygons/problems";
import { localDepartmentName } from "@/lib/workflow/department-name";
import { workflowOfDepartment } from "@/lib/workflow/rules";
import type { Workflow } from "@/lib/workflow/schemas";
import { checklistForLine, hasChecklists } from "./checklists";
import { evaluateChecks, isRequiredHere, targetOf, type CheckWithTarget } from "./evaluate";
import { lineProduct } from "./line-product";
import { assertPhotosFit } from "./photos";
import { checksRequired, needsReason, noChecksHere, notHereNow, passedAlready } from "./refusals";
import { insertResult, openResultOf } from "./results";
import type { Destination, QualityResult, ReasonSnapshot, ResultBody, StationChecks } from "./schemas";

/** The line's checklist at the department, each measurement with the order's size. */
async function checksOfLine(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  polygon: { polygonId: number; productionProjectId: number },
) {
  const product = await lineProduct(upstream, polygon);
  const checklist = await checklistForLine(db, departmentId, product.names);
  const checks: CheckWithTarget[] = (checklist?.checks ?? []).map((check) => ({
    ...check,
    targetMm: targetOf(check, product),
  }));
  return { product, checklist, checks, hasRequiredChecks: checks.some(isRequiredHere) };
}

/**
 * The departments a failed line can go back to: those it is planned in with a waiting status
 * before this department's (statuses run in the order work flows, docs/planning.md).
 */
async function sendBackTargets(
  upstream: ProductionApiClient,
  workflow: Workflow,
  departmentId: number,
  productionPolygonId: number,
  locale: Locale,
) {
  const [entries, departments] = await Promise.all([
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
    upstream.department.getAll(),
  ]);
  const planned = new Set(entries.map((e) => e.productionDepartmentId));
  const here = departments.find((d) => d.id === departmentId);
  const hereWaiting = here ? (workflowOfDepartment(workflow, here.code)?.waitingValues ?? []) : [];
  const before = hereWaiting.length > 0 ? Math.min(...hereWaiting) : Number.POSITIVE_INFINITY;
  return departments.flatMap((department) => {
    const waitingValue = workflowOfDepartment(workflow, department.code)?.waitingValues[0];
    const isBack = waitingValue !== undefined && waitingValue < before;
    if (department.id === departmentId || !planned.has(department.id) || !isBack) return [];
    const name = localDepartmentName(workflow, department, locale);
    return [{ productionDepartmentId: department.id, code: department.code, name, waitingValue }];
  });
}

/** What the check dialog needs (without the reasons, which the route adds from lib/reasons). */
export async function stationChecks(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  productionPolygonId: number,
): Promise<Omit<StationChecks, "reasons">> {
  const place = await polygonInDepartment(db, upstream, departmentId, productionPolygonId);
  const [{ product, checklist, checks, hasRequiredChecks }, latest, sendBackTo] = await Promise.all([
    checksOfLine(db, upstream, departmentId, place.polygon),
    openResultOf(db, departmentId, productionPolygonId),
    sendBackTargets(upstream, place.workflowAll, departmentId, productionPolygonId, employee.locale),
  ]);
  return {
    productionPolygonId,
    productionDepartmentId: departmentId,
    productType: product.productType,
    checklistId: checklist?.id ?? null,
    hasRequiredChecks,
    checks,
    isPassed: latest?.isPassed ?? false,
    latest,
    sendBackTo,
  };
}

/** The line as it is at the department, refused unless it is there to be checked (waiting or started; on hold too for a pass). */
async function lineHere(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  departmentId: number,
  productionPolygonId: number,
  isHoldAllowed = false,
) {
  const place = await polygonInDepartment(db, upstream, departmentId, productionPolygonId);
  if (!place.work || !place.workflow)
    throw notPlannedIn(place.department, productionPolygonId, place.workflowAll, employee.locale);
  const isHere =
    place.stage === "waiting" || place.stage === "started" || (isHoldAllowed && place.stage === "on-hold");
  const department = localDepartmentName(place.workflowAll, place.department, employee.locale);
  if (!isHere) throw notHereNow(employee.locale, productionPolygonId, department);
  const lineChecks = await checksOfLine(db, upstream, departmentId, place.polygon);
  if (!lineChecks.checklist) throw noChecksHere(employee.locale, department);
  return { ...place, workflow: place.workflow, ...lineChecks, checklist: lineChecks.checklist };
}

const remarkOf = (reason: ReasonSnapshot, remark: string | undefined, where: string) =>
  `Quality check failed (${where}): ${reason.labelEn}${remark ? ` – ${remark}` : ""}`;

/**
 * A result from the station: pass or fail worked out here. A fail needs its
 * reason and destination (else 422 `checks-failed-needs-reason`), and moves
 * the line back to that department's first waiting status or on hold here.
 */
export async function submitResult(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: { departmentId: number; productionPolygonId: number },
  body: ResultBody,
  reason: ReasonSnapshot | null,
  at: Date,
): Promise<QualityResult> {
  const { departmentId, productionPolygonId } = job;
  assertPhotosFit(body.values);
  const line = await lineHere(db, upstream, employee, departmentId, productionPolygonId);
  const evaluation = evaluateChecks(line.checks, body.values, employee.locale);
  let destination: Destination | null = null;
  if (!evaluation.isPassed) {
    if (!reason || !body.destination) throw needsReason(employee.locale, evaluation.failed);
    const remarks = remarkOf(reason, body.reasonRemark, line.department.name);
    if (body.destination.kind === "department") {
      const chosen = body.destination.productionDepartmentId;
      const targets = await sendBackTargets(
        upstream,
        line.workflowAll,
        departmentId,
        productionPolygonId,
        "en",
      );
      const target = targets.find((t) => t.productionDepartmentId === chosen);
      if (!target) {
        throw new AppError(
          "invalid_input",
          "Invalid input",
          `Line ${productionPolygonId} cannot go back to department ${chosen}.`,
          {
            "destination.productionDepartmentId": ["Choose a department this line is planned in"],
          },
        );
      }
      await upstream.status.setStatusForPolygons({
        productionPolygonIds: [productionPolygonId],
        statusValue: target.waitingValue,
        remarks,
      });
      destination = { kind: "department", productionDepartmentId: chosen, statusValue: target.waitingValue };
    } else {
      const statusValue = line.workflow.onHoldValue;
      await upstream.status.setStatusForPolygons({
        productionPolygonIds: [productionPolygonId],
        statusValue,
        remarks,
      });
      // A hold like a reported problem: released as any other (lib/holds), back to the status before it.
      await insertProblem(db, {
        productionPolygonId,
        productionDepartmentId: departmentId,
        remark: remarks,
        photo: null,
        reportedBy: employee.hubEmployeeId,
        reportedByName: employee.displayName,
        statusBeforeHold: line.currentValue,
      });
      destination = { kind: "hold", statusValue };
    }
  }
  return insertResult(db, {
    productionPolygonId,
    productionDepartmentId: departmentId,
    kind: "check",
    isPassed: evaluation.isPassed,
    checklistId: line.checklist.id,
    productType: line.product.productType,
    values: evaluation.values,
    reason: evaluation.isPassed ? null : reason,
    reasonRemark: evaluation.isPassed ? null : (body.reasonRemark ?? null),
    destination,
    employee,
    madeAt: at,
  });
}

/** A supervisor's pass of a line whose checks failed (or could not be done): audited by its route. */
export async function passLine(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: { departmentId: number; productionPolygonId: number },
  remark: string,
  at: Date,
): Promise<QualityResult> {
  const { departmentId, productionPolygonId } = job;
  const line = await lineHere(db, upstream, employee, departmentId, productionPolygonId, true);
  const open = await openResultOf(db, departmentId, productionPolygonId);
  if (open?.isPassed) throw passedAlready(employee.locale, productionPolygonId);
  return insertResult(db, {
    productionPolygonId,
    productionDepartmentId: departmentId,
    kind: "supervisor-pass",
    isPassed: true,
    checklistId: line.checklist.id,
    productType: line.product.productType,
    values: [],
    reason: null,
    reasonRemark: remark,
    destination: null,
    employee,
    madeAt: at,
  });
}

/**
 * The station's guard of a Done (a StepGuard the route gives): at a department
 * with required checks for the line, only after a passing result of this visit.
 */
export async function assertChecksPassed(
  db: Database,
  upstream: ProductionApiClient,
  locale: Locale,
  departmentId: number,
  productionPolygonId: number,
): Promise<void> {
  if (!(await hasChecklists(db, departmentId))) return;
  const polygon = await upstream.polygon.getById({ id: productionPolygonId });
  const { checks, hasRequiredChecks } = await checksOfLine(db, upstream, departmentId, polygon);
  if (!hasRequiredChecks) return;
  const open = await openResultOf(db, departmentId, productionPolygonId);
  if (!open?.isPassed)
    throw checksRequired(locale, { departmentId, productionPolygonId }, checks.filter(isRequiredHere));
}
