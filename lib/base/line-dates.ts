// A line's dates, the same on every screen (docs/planning.md, "Two dates"): the
// upstream's PLANNED dates (the line's finishAt and deliverAt, each department's
// startAt and finishAt) and the capacity plan's PROJECTED finish. Every screen
// names them with the messages' `lineDates` words ("Planned finish", "Projected
// finish"); none shows a date that cannot be.

/** A line's dates as every screen shows them (ISO texts, null when unknown). */
export type LineDates = {
  /** The upstream's planned finish of the whole line (the polygon's finishAt). */
  plannedFinish: string | null;
  /** The upstream's planned delivery (the polygon's deliverAt): what the customer was promised. */
  plannedDelivery: string | null;
  /** The capacity plan's projected finish; null when not read or not planned (held, no hours). */
  projectedFinish: string | null;
};

/** How far a department's work is: its startAt and finishAt are the plan until the work happens. */
export type WorkProgress = "planned" | "started" | "done";

/** One department's dates for a line, each named for what it is. */
export type DepartmentDates = {
  plannedStart: string | null;
  plannedFinish: string | null;
  /** When the work really started (the station wrote it over the planned start). */
  startedAt: string | null;
  /** When the work was really done. */
  finishedAt: string | null;
};

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/** Whether a finish can follow that start: a finish before its start cannot be, and is not shown. */
export function isPossibleFinish(start: string | null, finish: string | null): boolean {
  const [s, f] = [time(start), time(finish)];
  return Number.isNaN(s) || Number.isNaN(f) || f >= s;
}

/** The line's dates: the upstream's planned finish and delivery, and the plan's projected finish. */
export function lineDates(
  polygon: { finishAt: string | null; deliverAt: string | null },
  projectedFinish: string | null = null,
): LineDates {
  return {
    plannedFinish: polygon.finishAt,
    plannedDelivery: polygon.deliverAt,
    projectedFinish,
  };
}

/**
 * A department's dates. The upstream keeps one startAt and one finishAt per
 * department and line: the plan until the work happens, then the station writes
 * the real moment over it (a start over the planned start, a finish over the
 * planned finish). Read without knowing which, a line started late showed
 * "start 29 Nov, finish 25 Nov": a real start beside a planned finish. So each
 * date is named by the work's progress, and a pair of the same kind whose
 * finish comes before its start is not shown (the start is left out).
 */
export function departmentDates(
  work: { startAt: string | null; finishAt: string | null },
  progress: WorkProgress,
): DepartmentDates {
  if (progress === "done") {
    const possible = isPossibleFinish(work.startAt, work.finishAt);
    return {
      plannedStart: null,
      plannedFinish: null,
      startedAt: possible ? work.startAt : null,
      finishedAt: work.finishAt,
    };
  }
  if (progress === "started")
    return { plannedStart: null, plannedFinish: work.finishAt, startedAt: work.startAt, finishedAt: null };
  return {
    plannedStart: isPossibleFinish(work.startAt, work.finishAt) ? work.startAt : null,
    plannedFinish: work.finishAt,
    startedAt: null,
    finishedAt: null,
  };
}

const dayMs = 86_400_000;

/**
 * Whole days a projected finish lies past the planned date (0 when on time or
 * unknown): what the customer hears, so calendar days, at least 1 when late at all.
 */
export function daysLate(planned: string | null, projected: string | null): number {
  const [p, f] = [time(planned), time(projected)];
  if (Number.isNaN(p) || Number.isNaN(f) || f <= p) return 0;
  return Math.max(1, Math.round((f - p) / dayMs));
}

/** The latest of some dates (ISO), null when none is known: a project's planned delivery, its last line's finish. */
export function latestOf(dates: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const date of dates) if (date && (latest === null || time(date) > time(latest))) latest = date;
  return latest;
}
