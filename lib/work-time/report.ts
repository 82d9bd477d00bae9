// The working-time report (/supervisor/time): the time recorded in a period
// per department, operator, product and day (entries cut at the period's ends
// and at midnight), the jobs' recorded time against planned (productionValue
// read as minutes), and the entries themselves for corrections.
import { z } from "zod";
import { and, desc, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { calendarDaySchema } from "@/lib/base/calendar-day";
import { AppError } from "@/lib/errors";
import { settleShiftEnds } from "./entries";
import { atWorkshopTime, midnightsBetween, nextDay, workshopDay } from "@/lib/i18n/workshop-clock";

/** A day the calendar has: 2026-02-30 is refused, not read as 2 March. */
const day = calendarDaySchema;

export const reportQuery = z.object({
  /** First workshop day of the period. */
  from: day,
  /** Last workshop day of the period (included). */
  to: day,
});
export type ReportQuery = z.infer<typeof reportQuery>;

const maxDays = 366;
/** The entries listed for corrections at most (newest first); the sums count every entry. */
export const maxListedEntries = 500;

export function reportPeriod(query: ReportQuery) {
  const from = atWorkshopTime(query.from, 0);
  const to = atWorkshopTime(nextDay(query.to), 0);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from)
    throw new AppError(
      "invalid_input",
      "Invalid input",
      "The period's last day must not be before its first.",
      {
        to: ["must not be before from"],
      },
    );
  if (to.getTime() - from.getTime() > maxDays * 86_400_000)
    throw new AppError("invalid_input", "Invalid input", `A report covers at most ${maxDays} days.`, {
      to: [`at most ${maxDays} days after from`],
    });
  return { from, to };
}

type Sums = Map<string, { key: string; label: string; ms: number }>;
const add = (sums: Sums, key: string, label: string, ms: number) => {
  const row = sums.get(key) ?? { key, label, ms: 0 };
  row.ms += ms;
  sums.set(key, row);
};
/** Whole minutes of a sum: rounded once, after adding, so the parts' rounding does not add up. */
const minutes = (ms: number) => Math.round(ms / 60_000);
const rowsOf = (sums: Sums) =>
  [...sums.values()]
    .map(({ key, label, ms }) => ({ key, label, minutes: minutes(ms) }))
    .sort((a, b) => b.minutes - a.minutes || a.label.localeCompare(b.label));

export async function workTimeReport(
  db: Database,
  query: ReportQuery,
  now: Date,
  options: { listAll?: boolean } = {},
) {
  const { from, to } = reportPeriod(query);
  await settleShiftEnds(db, now);
  const entries = await db
    .select()
    .from(workTimeEntries)
    .where(
      and(
        lt(workTimeEntries.startedAt, to),
        or(isNull(workTimeEntries.endedAt), gt(workTimeEntries.endedAt, from)),
      ),
    )
    .orderBy(desc(workTimeEntries.startedAt), desc(workTimeEntries.id));

  const byDepartment: Sums = new Map();
  const byOperator: Sums = new Map();
  const byProduct: Sums = new Map();
  const byDay: Sums = new Map();
  let totalMs = 0;
  for (const entry of entries) {
    const start = Math.max(entry.startedAt.getTime(), from.getTime());
    const end = Math.min((entry.endedAt ?? now).getTime(), to.getTime());
    if (end <= start) continue;
    const ms = end - start;
    totalMs += ms;
    add(byDepartment, String(entry.productionDepartmentId), entry.departmentName, ms);
    add(byOperator, String(entry.employeeId), entry.employeeName, ms);
    add(byProduct, entry.product ?? "", entry.product ?? "", ms);
    const cuts = [start, ...midnightsBetween(new Date(start), new Date(end)).map((m) => m.getTime()), end];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const dayOf = workshopDay(new Date(cuts[i]!));
      add(byDay, dayOf, dayOf, cuts[i + 1]! - cuts[i]!);
    }
  }
  return {
    from: query.from,
    to: query.to,
    totalMinutes: minutes(totalMs),
    byDepartment: rowsOf(byDepartment),
    byOperator: rowsOf(byOperator),
    byProduct: rowsOf(byProduct),
    byDay: rowsOf(byDay).sort((a, b) => a.key.localeCompare(b.key)),
    jobs: await jobsAgainstPlan(db, entries, now),
    entries: (options.listAll ? entries : entries.slice(0, maxListedEntries)).map((entry) => ({
      id: entry.id,
      employeeName: entry.employeeName,
      productionPolygonId: entry.productionPolygonId,
      departmentName: entry.departmentName,
      product: entry.product,
      startedAt: entry.startedAt.toISOString(),
      endedAt: entry.endedAt?.toISOString() ?? null,
      endReason: entry.endReason,
      minutes: minutes((entry.endedAt ?? now).getTime() - entry.startedAt.getTime()),
      correctedBy: entry.correctedBy,
    })),
    entryCount: entries.length,
  };
}
export type WorkTimeReport = Awaited<ReturnType<typeof workTimeReport>>;

type Entry = typeof workTimeEntries.$inferSelect;

/** Each job worked on in the period: all its recorded time (also outside the period) against its plan. */
async function jobsAgainstPlan(db: Database, inPeriod: Entry[], now: Date) {
  const polygonIds = [...new Set(inPeriod.map((e) => e.productionPolygonId))];
  const all: Entry[] = [];
  for (let i = 0; i < polygonIds.length; i += 1000) {
    all.push(
      ...(await db
        .select()
        .from(workTimeEntries)
        .where(inArray(workTimeEntries.productionPolygonId, polygonIds.slice(i, i + 1000)))),
    );
  }
  const inPeriodJobs = new Set(inPeriod.map((e) => `${e.productionPolygonId}:${e.productionDepartmentId}`));
  const jobs = new Map<string, { entry: Entry; ms: number; operators: Set<number>; isDone: boolean }>();
  for (const entry of all) {
    const key = `${entry.productionPolygonId}:${entry.productionDepartmentId}`;
    if (!inPeriodJobs.has(key)) continue;
    const job = jobs.get(key) ?? { entry, ms: 0, operators: new Set<number>(), isDone: false };
    job.ms += (entry.endedAt ?? now).getTime() - entry.startedAt.getTime();
    job.operators.add(entry.employeeId);
    job.isDone ||= entry.endReason === "done";
    jobs.set(key, job);
  }
  return [...jobs.values()]
    .map(({ entry, ms, operators, isDone }) => ({
      productionPolygonId: entry.productionPolygonId,
      productionProjectId: entry.productionProjectId,
      departmentName: entry.departmentName,
      product: entry.product,
      plannedMinutes: entry.plannedMinutes,
      actualMinutes: minutes(ms),
      differenceMinutes: minutes(ms) - entry.plannedMinutes,
      operators: operators.size,
      isDone,
    }))
    .sort(
      (a, b) =>
        a.productionPolygonId - b.productionPolygonId || a.departmentName.localeCompare(b.departmentName),
    );
}
