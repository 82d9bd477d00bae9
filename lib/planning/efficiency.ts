// The share of the staffed hours that went into the work, read from the
// floor's own records (docs/planning.md, "Capacity"): over the
// department-days that had work waiting the whole shift, the minutes worked
// against people × shift. A day with work waiting and fewer hands at it (an
// absence, a long talk) counts; a day the department ran dry does not, as its
// idle hours were no lack of hands.
import { addDays, atWorkshopTime, type WorkshopDay } from "@/lib/i18n/workshop-clock";

/** A job as the floor recorded it: when the line came to the department, when work began and ended (ms). */
export type RecordedJob = {
  departmentId: number;
  arrivedAt: number;
  startedAt: number;
  finishedAt: number;
  minutes: number;
};

/** A past working day's shift (ms), oldest first. */
export type ShiftWindow = { startMs: number; endMs: number };

/** Fewer department-days with work waiting all day than this, and nothing is learned. */
export const minimumBusyDays = 10;

/** The first window that ends after `at` (windows sorted). */
function firstEndingAfter(shifts: readonly ShiftWindow[], at: number) {
  let [lo, hi] = [0, shifts.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((shifts[mid]?.endMs ?? 0) <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const overlap = (shift: ShiftWindow, from: number, to: number) =>
  Math.max(0, Math.min(shift.endMs, to) - Math.max(shift.startMs, from));

/**
 * The workshop's efficiency learned from `jobs` over `shifts`: minutes worked on the
 * department-days with work waiting all shift, against `people` × the shift on those days.
 * null (and the days it rests on) when fewer than minimumBusyDays such days are known.
 */
export function learnEfficiency(
  jobs: readonly RecordedJob[],
  shifts: readonly ShiftWindow[],
  people: ReadonlyMap<number, number>,
): { efficiency: number | null; busyDays: number } {
  let [worked, staffed, busyDays] = [0, 0, 0];
  for (const [departmentId, hands] of people) {
    const own = jobs.filter((j) => j.departmentId === departmentId).sort((a, b) => a.arrivedAt - b.arrivedAt);
    // The spells with work waiting or in hand: from an arrival to the last finish overlapping it.
    const spells: [number, number][] = [];
    for (const job of own) {
      const last = spells.at(-1);
      if (last && job.arrivedAt <= last[1]) last[1] = Math.max(last[1], job.finishedAt);
      else spells.push([job.arrivedAt, job.finishedAt]);
    }
    const minutesOn = new Float64Array(shifts.length);
    for (const job of own) {
      // A job's minutes are spread over the shift hours it ran through.
      const first = firstEndingAfter(shifts, job.startedAt);
      let span = 0;
      for (let i = first; i < shifts.length && shifts[i]!.startMs < job.finishedAt; i++)
        span += overlap(shifts[i]!, job.startedAt, job.finishedAt);
      if (span <= 0) continue;
      for (let i = first; i < shifts.length && shifts[i]!.startMs < job.finishedAt; i++)
        minutesOn[i]! += (job.minutes * overlap(shifts[i]!, job.startedAt, job.finishedAt)) / span;
    }
    let s = 0;
    shifts.forEach((shift, i) => {
      while (s < spells.length && spells[s]![1] < shift.endMs) s++;
      const spell = spells[s];
      if (!spell || spell[0] > shift.startMs) return;
      busyDays++;
      worked += minutesOn[i]!;
      staffed += (hands * (shift.endMs - shift.startMs)) / 60_000;
    });
  }
  return { efficiency: busyDays >= minimumBusyDays && staffed > 0 ? worked / staffed : null, busyDays };
}

/** A job as the working time records it: the polygon in a department, its first start, its done moment (ms), its minutes. */
export type TimedJob = {
  polygonId: number;
  departmentId: number;
  startedAt: number;
  finishedAt: number;
  minutes: number;
};

/** The working days' shifts from `fromDay` up to (not including) `toDay`, on the workshop's clock. */
export function shiftsBetween(
  fromDay: WorkshopDay,
  toDay: WorkshopDay,
  hours: { startMinutes: number; endMinutes: number },
  workDays: ReadonlySet<number>,
  closedDays: ReadonlySet<string>,
): ShiftWindow[] {
  const shifts: ShiftWindow[] = [];
  for (let day = fromDay; day < toDay; day = addDays(day, 1)) {
    // ISO weekday: Monday 1 … Sunday 7.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
    if (!workDays.has(weekday) || closedDays.has(day)) continue;
    shifts.push({
      startMs: atWorkshopTime(day, hours.startMinutes).getTime(),
      endMs: atWorkshopTime(day, hours.endMinutes).getTime(),
    });
  }
  return shifts;
}

/**
 * A done moment on the shifts' clock: a moment after a shift's end and before the next
 * one's start (work recorded past the end, as a single entry of its minutes) carries its
 * overrun into the next shift, where the working time would have resumed it. A moment in a
 * shift, or past the last one, stays.
 */
function onShifts(shifts: readonly ShiftWindow[], at: number) {
  let moment = at;
  for (;;) {
    // The shift that ended last before the moment (ending at it: the moment is in it), and the next.
    const i = firstEndingAfter(shifts, moment - 1) - 1;
    const [shift, next] = [shifts[i], shifts[i + 1]];
    if (!shift || !next || moment >= next.startMs) return moment;
    moment = next.startMs + (moment - shift.endMs);
  }
}

/**
 * The jobs as learnEfficiency reads them, from the working time alone: a line came to a
 * department when it was done in the one before it (the nearest earlier department of
 * `order`, the workflow's, where it has a job). A job with no job before it (a line's first
 * department) has no recorded arrival and is left out. Done moments are read on `shifts`.
 */
export function recordedJobsOf(
  jobs: readonly TimedJob[],
  order: readonly number[],
  shifts: readonly ShiftWindow[],
): RecordedJob[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const byPolygon = new Map<number, TimedJob[]>();
  for (const job of jobs) {
    if (!rank.has(job.departmentId)) continue;
    const own = byPolygon.get(job.polygonId);
    if (own) own.push(job);
    else byPolygon.set(job.polygonId, [job]);
  }
  const recorded: RecordedJob[] = [];
  for (const own of byPolygon.values()) {
    own.sort((a, b) => rank.get(a.departmentId)! - rank.get(b.departmentId)!);
    own.forEach((job, i) => {
      if (i === 0) return;
      const finishedAt = onShifts(shifts, job.finishedAt);
      recorded.push({
        departmentId: job.departmentId,
        // Never after its own start: a clock's skew does not make a line start before it came.
        arrivedAt: Math.min(onShifts(shifts, own[i - 1]!.finishedAt), job.startedAt),
        startedAt: job.startedAt,
        finishedAt: Math.max(finishedAt, job.startedAt),
        minutes: job.minutes,
      });
    });
  }
  return recorded;
}

/** The days of working time the efficiency is learned from, up to the start of today. */
export const efficiencyFromDays = 180;

export type WorkshopCalendar = {
  hours: { startMinutes: number; endMinutes: number };
  /** ISO weekdays (Monday 1). */
  workDays: ReadonlySet<number>;
  closedDays: ReadonlySet<string>;
};

/**
 * The efficiency learned on `today` from the working time's finished jobs (recordedJobsOf)
 * over the shifts of the last efficiencyFromDays days before today: what the live plan uses
 * and what the replay judges (docs/planning.md, "Capacity"). Within 0.05–1.
 */
export function learnEfficiencyFromWorkingTime(
  jobs: readonly TimedJob[],
  order: readonly number[],
  people: ReadonlyMap<number, number>,
  today: WorkshopDay,
  calendar: WorkshopCalendar,
) {
  const past = shiftsBetween(
    addDays(today, -efficiencyFromDays),
    today,
    calendar.hours,
    calendar.workDays,
    calendar.closedDays,
  );
  const withToday = [
    ...past,
    ...shiftsBetween(today, addDays(today, 1), calendar.hours, calendar.workDays, calendar.closedDays),
  ];
  const learned = learnEfficiency(recordedJobsOf(jobs, order, withToday), past, people);
  // More minutes worked than the assigned people had (fewer people assigned than did the work)
  // is read as every staffed hour worked: PLANNING_EFFICIENCY's bounds, 0.05–1.
  return learned.efficiency === null
    ? learned
    : { ...learned, efficiency: Math.min(1, Math.max(0.05, learned.efficiency)) };
}
