// The planner's reads of the app's own database: finished jobs' working time,
// the admin's overrides, the supervisor's adjustments and who works where.
import { and, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import { yieldToOthers } from "@/lib/base/yield";
import { sharedArrayOf } from "@/lib/workers/shared";
import { queryRows, type Database } from "@/lib/db/client";
import {
  employees,
  planningCapacityAdjustments,
  planningStandardOverrides,
  workTimeEntries,
} from "@/lib/db/schema";
import { adjustmentKey } from "./capacity";
import { overrideKey, type FinishedJob } from "./standard-times";

/** Polygons whose jobs one statement of finishedJobs reads. */
const jobsSlice = 250;

/**
 * Jobs (a polygon in a department) marked done since `since`, with their whole recorded time.
 * Read a few hundred polygons at a time, by their ids, with a rest between (lib/base/yield.ts):
 * at 100,000 polygons one statement answered 14,000 rows, which held the server's thread
 * for a quarter of a second.
 */
export async function finishedJobs(db: Database, since: Date, size = jobsSlice): Promise<FinishedJob[]> {
  const jobs: FinishedJob[] = [];
  await forPolygonSlices(db, size, async (after, upTo) => {
    for (const job of await finishedJobsOfPolygons(db, since, after, upTo)) jobs.push(job);
  });
  return jobs;
}

/**
 * `read` over the polygons with time entries, a few hundred at a time by their ids (after:
 * null from the first), with a rest between (lib/base/yield.ts).
 */
async function forPolygonSlices(
  db: Database,
  size: number,
  read: (after: number | null, upTo: number) => Promise<void>,
): Promise<void> {
  let after: number | null = null;
  for (;;) {
    const [slice]: { upTo: number | null }[] = await queryRows<{ upTo: number | null }>(
      db,
      sql`select max(id) as "upTo" from (
            select distinct ${workTimeEntries.productionPolygonId} as id from ${workTimeEntries}
            ${after === null ? sql`` : sql`where ${workTimeEntries.productionPolygonId} > ${after}`}
            order by 1 limit ${size}) as slice`,
    );
    if (slice?.upTo == null) return;
    const upTo: number = Number(slice.upTo);
    await read(after, upTo);
    after = upTo;
    await yieldToOthers();
  }
}

/** A job's working time: the sum of its entries, in minutes. */
const workedMinutes = sql<number>`sum(extract(epoch from (${workTimeEntries.endedAt} - ${workTimeEntries.startedAt}))) / 60`;

/** The entries of the polygons with ids after `after` (null: from the first) up to `upTo`. */
const ofPolygons = (after: number | null, upTo: number) =>
  and(
    after === null ? undefined : gt(workTimeEntries.productionPolygonId, after),
    lte(workTimeEntries.productionPolygonId, upTo),
  );

/** One group a job: a polygon in a department. */
const byJob = [workTimeEntries.productionPolygonId, workTimeEntries.productionDepartmentId] as const;

/** A finished job: done once, no timer still running, its last entry ended since `since`. */
const isFinishedSince = (since: Date) =>
  and(
    sql`bool_or(${workTimeEntries.endReason} = 'done')`,
    sql`max(${workTimeEntries.endedAt}) >= ${since.toISOString()}`,
    sql`count(*) = count(${workTimeEntries.endedAt})`,
  );

/** finishedJobs of the polygons with ids after `after` (null: from the first) up to `upTo`. */
async function finishedJobsOfPolygons(db: Database, since: Date, after: number | null, upTo: number) {
  const rows = await db
    .select({
      productionDepartmentId: workTimeEntries.productionDepartmentId,
      product: sql<string | null>`max(${workTimeEntries.product})`,
      minutes: workedMinutes,
      plannedMinutes: sql<number>`max(${workTimeEntries.plannedMinutes})`,
    })
    .from(workTimeEntries)
    .where(ofPolygons(after, upTo))
    .groupBy(...byJob)
    .having(isFinishedSince(since));
  return rows.map((r) => ({ ...r, minutes: Number(r.minutes), plannedMinutes: Number(r.plannedMinutes) }));
}

/** The finished jobs as the plan's worker takes them: one column each of department, minutes worked and planned. */
export type JobColumns = { departmentIds: Int32Array; minutes: Float64Array; plannedMinutes: Float64Array };

/** The finished jobs read last, per database: read again when the work time entries changed, or the day. */
const keptJobs = new WeakMap<Database, { key: string; jobs: Promise<JobColumns> }>();

/**
 * The finished jobs since `since`, as columns: one statement whose answer is three arrays.
 * The database works out the jobs on its own thread (or server); the request thread takes in
 * three arrays, not a row (and a statement) per job: every replan after a Done reads them.
 */
async function finishedJobColumns(db: Database, since: Date): Promise<JobColumns> {
  const [row] = await queryRows<{ departmentIds: number[]; minutes: number[]; plannedMinutes: number[] }>(
    db,
    sql`select coalesce(array_agg(department_id), '{}') as "departmentIds",
               coalesce(array_agg(minutes), '{}') as "minutes",
               coalesce(array_agg(planned_minutes), '{}') as "plannedMinutes"
        from (select ${workTimeEntries.productionDepartmentId} as department_id,
                     (${workedMinutes})::float8 as minutes,
                     max(${workTimeEntries.plannedMinutes})::float8 as planned_minutes
              from ${workTimeEntries}
              group by ${workTimeEntries.productionPolygonId}, ${workTimeEntries.productionDepartmentId}
              having ${isFinishedSince(since)}) as jobs`,
  );
  return {
    departmentIds: sharedArrayOf(Int32Array, row?.departmentIds ?? []),
    minutes: sharedArrayOf(Float64Array, (row?.minutes ?? []).map(Number)),
    plannedMinutes: sharedArrayOf(Float64Array, (row?.plannedMinutes ?? []).map(Number)),
  };
}

/**
 * finishedJobs as the plan reads it on every replan, as columns: read again only when a
 * work time entry was written since (the version migration 0022 keeps, on any
 * server) or a new day moved the window; the window starts at the start of
 * `since`'s day (UTC), so a job can count up to a day longer. On shared memory
 * (lib/workers/shared.ts): the plan's worker is given them without a copy.
 */
export async function finishedJobsOfPlan(db: Database, since: Date): Promise<JobColumns> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from app.work_time_version where id = 1`,
  );
  const day = since.toISOString().slice(0, 10);
  const key = `${row?.version ?? "none"}|${day}`;
  let kept = keptJobs.get(db);
  if (kept?.key !== key) {
    const jobs = finishedJobColumns(db, new Date(`${day}T00:00:00Z`));
    keptJobs.set(db, (kept = { key, jobs }));
    jobs.catch(() => keptJobs.get(db)?.jobs === jobs && keptJobs.delete(db));
  }
  return kept.jobs;
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

/** The finished jobs' working time as the efficiency is learned from it (efficiency.ts, TimedJob). */
export type TimedJobColumns = {
  polygonIds: Int32Array;
  departmentIds: Int32Array;
  startedAtMs: Float64Array;
  finishedAtMs: Float64Array;
  minutes: Float64Array;
};

/**
 * The jobs (a polygon in a department) marked done since `since`: the first start, the
 * last end (the done moment) and the minutes worked, as columns for the worker.
 */
export async function timedJobs(db: Database, since: Date, size = timedJobsSlice): Promise<TimedJobColumns> {
  const slices: TimedSlice[] = [];
  await forPolygonSlices(db, size, async (after, upTo) => {
    const [slice] = await queryRows<TimedSlice>(db, timedJobsOfPolygons(since, after, upTo));
    if (slice) slices.push(slice);
  });
  const length = slices.reduce((n, slice) => n + slice.polygonIds.length, 0);
  const column = <C extends Int32Array | Float64Array>(make: (n: number) => C, key: keyof TimedSlice): C => {
    const values = make(length);
    let at = 0;
    for (const slice of slices) {
      values.set(slice[key], at);
      at += slice[key].length;
    }
    return values;
  };
  return {
    polygonIds: column((n) => new Int32Array(n), "polygonIds"),
    departmentIds: column((n) => new Int32Array(n), "departmentIds"),
    startedAtMs: column((n) => new Float64Array(n), "startedAtMs"),
    finishedAtMs: column((n) => new Float64Array(n), "finishedAtMs"),
    minutes: column((n) => new Float64Array(n), "minutes"),
  };
}

/** A slice's jobs as one row of arrays, a column each (numbers: no row object, no Date, per job). */
type TimedSlice = Record<keyof TimedJobColumns, number[]>;

/**
 * Polygons a statement for timedJobs: read on every replan after a time entry
 * was written (plan-efficiency.ts), on the database's own thread, as five
 * arrays; at 250 polygons a statement with a row object and two Dates a job,
 * the reads at 100,000 polygons made ~100 MB of garbage on the request thread
 * per phase of `bench:stall`.
 */
const timedJobsSlice = 2_000;

/** The epoch ms of a moment, as `Date#getTime` gives it for the moment read to the millisecond. */
const epochMs = (moment: SQL) => sql`floor(extract(epoch from ${moment}) * 1000)::float8`;

/** timedJobs of the polygons with ids after `after` (null: from the first) up to `upTo`, as one row of arrays. */
function timedJobsOfPolygons(since: Date, after: number | null, upTo: number): SQL {
  const jobs = sql`select ${workTimeEntries.productionPolygonId} as polygon_id,
      ${workTimeEntries.productionDepartmentId} as department_id,
      ${epochMs(sql`min(${workTimeEntries.startedAt})`)} as started_ms,
      ${epochMs(sql`max(${workTimeEntries.endedAt})`)} as finished_ms,
      (${workedMinutes})::float8 as minutes
    from ${workTimeEntries}
    where ${ofPolygons(after, upTo)}
    group by ${sql.join([...byJob], sql`, `)}
    having ${isFinishedSince(since)}`;
  return sql`select coalesce(array_agg(polygon_id), '{}') as "polygonIds",
      coalesce(array_agg(department_id), '{}') as "departmentIds",
      coalesce(array_agg(started_ms), '{}') as "startedAtMs",
      coalesce(array_agg(finished_ms), '{}') as "finishedAtMs",
      coalesce(array_agg(minutes), '{}') as "minutes"
    from (${jobs}) as jobs`;
}

/** The version of the working time (migration 0022): it moves with every time entry written, on any server. */
export async function workTimeVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from app.work_time_version where id = 1`,
  );
  return row?.version ?? "none";
}
