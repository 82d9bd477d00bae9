// The planner's reads of the app's own database: finished jobs' working time,
// the admin's overrides, the supervisor's adjustments and who works where.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  employees,
  planningCapacityAdjustments,
  planningStandardOverrides,
  workTimeEntries,
} from "@/lib/db/schema";
import { adjustmentKey } from "./capacity";
import { overrideKey, type FinishedJob } from "./standard-times";

/** Jobs (a polygon in a department) marked done since `since`, with their whole recorded time. */
export async function finishedJobs(db: Database, since: Date): Promise<FinishedJob[]> {
  const minutes = sql<number>`sum(extract(epoch from (${workTimeEntries.endedAt} - ${workTimeEntries.startedAt}))) / 60`;
  const rows = await db
    .select({
      productionDepartmentId: workTimeEntries.productionDepartmentId,
      product: sql<string | null>`max(${workTimeEntries.product})`,
      minutes,
      plannedMinutes: sql<number>`max(${workTimeEntries.plannedMinutes})`,
    })
    .from(workTimeEntries)
    .groupBy(workTimeEntries.productionPolygonId, workTimeEntries.productionDepartmentId)
    .having(
      and(
        sql`bool_or(${workTimeEntries.endReason} = 'done')`,
        sql`max(${workTimeEntries.endedAt}) >= ${since.toISOString()}`,
        sql`count(*) = count(${workTimeEntries.endedAt})`,
      ),
    );
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes), plannedMinutes: Number(r.plannedMinutes) }));
}

export async function standardOverrides(db: Database): Promise<Map<string, number>> {
  const rows = await db.select().from(planningStandardOverrides);
  return new Map(rows.map((r) => [overrideKey(r.productionDepartmentId, r.product), r.minutes]));
}

/** The supervisor's minutes per department-day from `fromDay` on, summed. */
export async function capacityAdjustments(db: Database, fromDay: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productionDepartmentId: planningCapacityAdjustments.productionDepartmentId,
      day: planningCapacityAdjustments.day,
      minutes: sql<number>`sum(${planningCapacityAdjustments.minutes})`,
    })
    .from(planningCapacityAdjustments)
    .where(gte(planningCapacityAdjustments.day, fromDay))
    .groupBy(planningCapacityAdjustments.productionDepartmentId, planningCapacityAdjustments.day);
  return new Map(rows.map((r) => [adjustmentKey(r.productionDepartmentId, r.day), Number(r.minutes)]));
}

/** Active employees per department they work in (an employee in two departments counts in both). */
export async function peoplePerDepartment(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ departmentIds: employees.departmentIds })
    .from(employees)
    .where(eq(employees.isActive, true));
  const people = new Map<number, number>();
  for (const { departmentIds } of rows)
    for (const id of departmentIds) people.set(id, (people.get(id) ?? 0) + 1);
  return people;
}
