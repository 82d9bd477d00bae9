// Department stations: the departments, a department's queue (its polygons
// with their current status, planned finish first, overdue flagged), and
// starting and finishing a polygon there (status from the department's workflow).
import { z } from "zod";
import { mayWorkInDepartment, type SessionEmployee } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { workflowOf } from "./department-workflow";
import { polygonsById, polygonSummary, projectSummaries } from "./polygons";

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

export const queueQuery = z.object({
  includeFinished: z.enum(["true", "false"], { message: "includeFinished must be true or false" }).optional(),
});

const plannedFinish = (finishAt: string | null) =>
  finishAt ? Date.parse(finishAt) : Number.POSITIVE_INFINITY;

export async function departmentQueue(
  upstream: ProductionApiClient,
  departmentId: number,
  options: { includeFinished: boolean; now?: Date },
) {
  const now = options.now ?? new Date();
  const [department, entries] = await Promise.all([
    upstream.department.getById({ id: departmentId }),
    upstream.polygonDepartment.getByDepartment({ productionDepartmentId: departmentId }),
  ]);
  const workflow = workflowOf(department.code) ?? null;
  const polygons = await polygonsById(
    upstream,
    entries.map((e) => e.productionPolygonId),
  );
  const projects = await projectSummaries(
    upstream,
    [...polygons.values()].map((p) => p.productionProjectId),
  );
  const items = entries.flatMap((entry) => {
    const polygon = polygons.get(entry.productionPolygonId);
    if (!polygon) return [];
    // Finished here once the department's done value is in the polygon's history.
    const isFinished =
      workflow !== null && polygon.statuses.some((s) => s.productionStatusValue === workflow.doneStatusValue);
    if (isFinished && !options.includeFinished) return [];
    return [
      {
        polygonDepartmentId: entry.id,
        startAt: entry.startAt,
        finishAt: entry.finishAt,
        isStarted: entry.startAt !== null,
        isFinished,
        isOverdue: !isFinished && entry.finishAt !== null && Date.parse(entry.finishAt) < now.getTime(),
        polygon: polygonSummary(polygon, projects.get(polygon.productionProjectId)),
      },
    ];
  });
  items.sort(
    (a, b) =>
      plannedFinish(a.finishAt) - plannedFinish(b.finishAt) || a.polygonDepartmentId - b.polygonDepartmentId,
  );
  return { department, workflow, items };
}

/**
 * Starts or finishes a polygon in a department: sets the department's started
 * or done status (when its workflow has one) and stamps startAt or finishAt.
 */
export async function movePolygonInDepartment(
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
  step: "start" | "finish",
) {
  const [department, entries] = await Promise.all([
    upstream.department.getById({ id: departmentId }),
    upstream.polygonDepartment.getByPolygon({ productionPolygonId }),
  ]);
  const entry = entries.find((e) => e.productionDepartmentId === departmentId);
  if (!entry) {
    throw new AppError(
      "not_found",
      "This polygon is not planned in this department",
      `Polygon ${productionPolygonId} has no work planned in ${department.name}.`,
    );
  }
  const workflow = workflowOf(department.code);
  const statusValue = (step === "start" ? workflow?.startedStatusValue : workflow?.doneStatusValue) ?? null;
  if (statusValue !== null) {
    await upstream.status.setStatusForPolygons({ productionPolygonIds: [productionPolygonId], statusValue });
  }
  const now = new Date().toISOString();
  const polygonDepartment = await upstream.polygonDepartment.update({
    id: entry.id,
    ...(step === "start" ? { startAt: now } : { finishAt: now, startAt: entry.startAt ?? now }),
  });
  return { polygonDepartment, statusValue };
}
