// Working time at a station: a polygon's start (button or job-ticket scan)
// starts the operator's time on it, its done ends everyone's; Pause and
// Resume (also "join" for a second operator) are the app's own buttons.
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { logError } from "@/lib/base/log";
import { finishJob, pauseWork, startWork, type JobKey } from "./entries";
import { jobOf } from "./job";

const workerOf = (employee: SessionEmployee) => ({
  employeeId: employee.employeeId,
  displayName: employee.displayName,
});

/**
 * After a station step moved the polygon: opens or closes the time entries.
 * The step stands whatever happens here, so a failure is logged and answered
 * as `recorded: false` rather than failing a move the upstream already made.
 */
export async function recordStationStep(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: JobKey,
  step: "start" | "finish",
  now = new Date(),
): Promise<{ recorded: boolean }> {
  try {
    if (step === "finish") {
      await finishJob(db, job, now);
    } else {
      const { job: found } = await jobOf(
        db,
        upstream,
        job.productionDepartmentId,
        job.productionPolygonId,
        employee.locale,
      );
      await startWork(db, workerOf(employee), found, now);
    }
    return { recorded: true };
  } catch (error) {
    logError(`[work-time] ${step} of polygon ${job.productionPolygonId} not recorded:`, error);
    return { recorded: false };
  }
}

/** Resume (or join) the work on a polygon in progress in the department. */
export async function resumeStationWork(
  db: Database,
  upstream: ProductionApiClient,
  employee: SessionEmployee,
  job: JobKey,
  now = new Date(),
) {
  const { job: found, stage } = await jobOf(
    db,
    upstream,
    job.productionDepartmentId,
    job.productionPolygonId,
    employee.locale,
  );
  if (stage !== "started")
    throw new AppError(
      "conflict",
      "Not in progress here",
      `Polygon ${job.productionPolygonId} is not in progress in ${found.departmentName}: start it first.`,
    );
  return startWork(db, workerOf(employee), found, now);
}

export async function pauseStationWork(
  db: Database,
  employee: SessionEmployee,
  job: JobKey,
  now = new Date(),
) {
  const paused = await pauseWork(db, employee.employeeId, now, "pause", job);
  if (paused === 0)
    throw new AppError(
      "conflict",
      "Your time is not running here",
      `Your time on polygon ${job.productionPolygonId} is not running.`,
    );
  return { paused };
}
