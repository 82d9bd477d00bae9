// The share of the staffed hours that went into the work, read from the
// floor's own records (docs/planning.md, "Capacity"): over the
// department-days that had work waiting the whole shift, the minutes worked
// against people × shift. A day with work waiting and fewer hands at it (an
// absence, a long talk) counts; a day the department ran dry does not, as its
// idle hours were no lack of hands.

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
