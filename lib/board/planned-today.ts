// The wall board's "Planned today" (docs/planning.md, "What people see"): each
// working day's plan as it stood at the start of the shift, so that the day's
// moves do not move the target. The first board read after the shift starts
// keeps, per department, the lines the plan then finishes there today and the
// lines already done there today (a board first read at ten has lost none), in
// app.meta under the day; every later read that day answers the kept list. Before
// the shift the plan as it stands is shown, unkept. A day the workshop does not
// work (a weekend, a closed day) has no target. The plan is another feature's:
// the board's route hands it in as a function, read only when it is needed.
import { and, eq, like, lt } from "drizzle-orm";
import { z } from "zod";
import { logWarning } from "@/lib/base/log";
import { isWorkshopDay, shiftStartMinutes, workshopCalendarOf } from "@/lib/base/workshop-days";
import type { Database } from "@/lib/db/client";
import { appMeta } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { addDays, atWorkshopTime, workshopDay, type WorkshopDay } from "@/lib/i18n/workshop-clock";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { doneTodayIdsByValue } from "@/lib/shared-lists/done-today";
import { departmentsWithWorkflow } from "@/lib/workflow/department-workflows";
import type { BoardSummary } from "./board-summary";

/** Per department id, line (polygon) ids. */
export type LinesPerDepartment = ReadonlyMap<number, readonly number[]>;

export type PlannedToday = {
  day: WorkshopDay;
  isWorkingDay: boolean;
  /** The day's planned lines per department; null on a day off, or when no plan could be read. */
  lines: LinesPerDepartment | null;
};

const keyPrefix = "board.planned-today.";
/** Days a kept plan stays in app.meta. */
const keptDays = 14;

const keptPlanSchema = z.object({
  takenAt: z.string(),
  departments: z.record(z.string(), z.array(z.number().int())),
});

/** The plans kept by this process, per database and day (each read from app.meta once). */
const keptHere = new WeakMap<Database, Map<WorkshopDay, LinesPerDepartment>>();

function union(plan: LinesPerDepartment, done: LinesPerDepartment): Map<number, number[]> {
  const lines = new Map<number, number[]>();
  for (const id of new Set([...plan.keys(), ...done.keys()]))
    lines.set(
      id,
      [...new Set([...(plan.get(id) ?? []), ...(done.get(id) ?? [])])].sort((a, b) => a - b),
    );
  return lines;
}

/** The lines done today per department, from the kept lists. */
async function doneTodayPerDepartment(
  db: Database,
  upstream: ProductionApiClient,
  now: Date,
): Promise<Map<number, readonly number[]>> {
  const { workflow, departments } = await departmentsWithWorkflow(db, upstream);
  const done = await doneTodayIdsByValue(
    upstream,
    workflow,
    departments.map((d) => d.workflow.doneValue),
    now,
  );
  return new Map(departments.map((d) => [d.department.id, done.get(d.workflow.doneValue) ?? []]));
}

/** The day's kept plan: the one in app.meta, else `lines` kept now (the first keeper of any server wins). */
async function keepPlanOfDay(db: Database, day: WorkshopDay, lines: () => Promise<LinesPerDepartment>) {
  const kept = keptHere.get(db) ?? new Map<WorkshopDay, LinesPerDepartment>();
  keptHere.set(db, kept);
  const known = kept.get(day);
  if (known) return known;
  const key = `${keyPrefix}${day}`;
  const read = async () => {
    const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
    if (!row) return null;
    const plan = keptPlanSchema.parse(row.value);
    return new Map(Object.entries(plan.departments).map(([id, ids]) => [Number(id), ids]));
  };
  let plan = await read();
  if (!plan) {
    const value = { takenAt: new Date().toISOString(), departments: Object.fromEntries(await lines()) };
    await db.insert(appMeta).values({ key, value }).onConflictDoNothing();
    // Older days' plans go: nothing reads them.
    await db
      .delete(appMeta)
      .where(
        and(like(appMeta.key, `${keyPrefix}%`), lt(appMeta.key, `${keyPrefix}${addDays(day, -keptDays)}`)),
      );
    plan = await read();
  }
  if (!plan) throw new Error(`the board's plan of ${day} was kept but cannot be read`);
  kept.set(day, plan);
  return plan;
}

/** Today's planned lines per department for the board (see the top of this file). */
export async function plannedToday(
  db: Database,
  upstream: ProductionApiClient,
  readPlan: () => Promise<LinesPerDepartment>,
  now = new Date(),
): Promise<PlannedToday> {
  const settings = env();
  const day = workshopDay(now);
  const isWorkingDay = isWorkshopDay(workshopCalendarOf(settings), day);
  if (!isWorkingDay) return { day, isWorkingDay, lines: null };
  const hasShiftStarted =
    now.getTime() >= atWorkshopTime(day, shiftStartMinutes(settings.WORKSHOP_HOURS)).getTime();
  const planAndDone = async () => {
    const [plan, done] = await Promise.all([readPlan(), doneTodayPerDepartment(db, upstream, now)]);
    return union(plan, done);
  };
  try {
    return {
      day,
      isWorkingDay,
      lines: hasShiftStarted ? await keepPlanOfDay(db, day, planAndDone) : await planAndDone(),
    };
  } catch (error) {
    // The plan is extra: without it the board still shows its counts.
    logWarning("[board] the day's plan not read", error);
    return { day, isWorkingDay, lines: null };
  }
}

/** The board with each department's planned lines today (their count) and whether the workshop works today. */
export function withPlannedToday(summary: BoardSummary, planned: PlannedToday) {
  return {
    ...summary,
    departments: summary.departments.map((department) => {
      const lines = planned.lines ? (planned.lines.get(department.departmentId) ?? []) : null;
      return { ...department, isWorkingDay: planned.isWorkingDay, plannedToday: lines ? lines.length : null };
    }),
  };
}
export type BoardWithPlan = ReturnType<typeof withPlannedToday>;
export type BoardDepartmentWithPlan = BoardWithPlan["departments"][number];
