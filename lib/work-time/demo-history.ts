// The working time of a new demo database (docs/planning.md, "The demo's
// history"): the demo floor's past jobs as finished time entries, so the
// learned standard times and the working-time report have months to show.
// Only into a database with no time entries yet: recorded work is never mixed.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { employees, workTimeEntries } from "@/lib/db/schema";

export type DemoJob = {
  productionPolygonId: number;
  productionDepartmentId: number;
  departmentName: string;
  product: string;
  plannedMinutes: number;
  startedAt: Date;
  /** The working time the job took. */
  minutes: number;
};

/** Who the jobs of a department nobody works in are recorded for (no employee has this id). */
export const demoHistoryWorker = { employeeId: 0, displayName: "Demo history" };

const rowsPerInsert = 1_000;

export async function ensureDemoWorkHistory(db: Database, jobs: DemoJob[]): Promise<"created" | "skipped"> {
  const [recorded] = await db.select({ id: workTimeEntries.id }).from(workTimeEntries).limit(1);
  if (recorded) return "skipped";
  const staff = await db
    .select({ id: employees.id, displayName: employees.displayName, departmentIds: employees.departmentIds })
    .from(employees)
    .where(eq(employees.isActive, true));
  /** The department's people take its jobs in turn. */
  const workerOf = (departmentId: number, turn: number) => {
    const own = staff.filter((e) => e.departmentIds.includes(departmentId));
    const worker = own[Math.abs(turn) % Math.max(1, own.length)];
    return worker ? { employeeId: worker.id, displayName: worker.displayName } : demoHistoryWorker;
  };
  const rows = jobs.map((job) => {
    const worker = workerOf(job.productionDepartmentId, job.productionPolygonId);
    return {
      employeeId: worker.employeeId,
      employeeName: worker.displayName,
      productionPolygonId: job.productionPolygonId,
      productionDepartmentId: job.productionDepartmentId,
      departmentName: job.departmentName,
      productionProjectId: 0,
      product: job.product,
      plannedMinutes: job.plannedMinutes,
      startedAt: job.startedAt,
      endedAt: new Date(job.startedAt.getTime() + Math.round(job.minutes * 60_000)),
      endReason: "done",
    };
  });
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += rowsPerInsert)
      await tx.insert(workTimeEntries).values(rows.slice(at, at + rowsPerInsert));
  });
  return "created";
}
