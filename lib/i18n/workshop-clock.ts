// The workshop's one clock: its zone, its days (YYYY-MM-DD) and the moments
// its wall clock shows, whatever the server's own zone is. Every "today" and
// every workshop time (the board, the supervisor, the stations, working time)
// comes from here. Moments are found through @date-fns/tz, which reads the
// zone's rules, not by adding an offset: on a daylight-saving day the offset
// at midnight is not the offset at noon (docs/working-time.md).
import { TZDate } from "@date-fns/tz";

/** The workshop's zone: dates render the same on the server and the tablet, days begin at its midnight. */
export const timeZone = "Europe/Amsterdam";

/** A day on the workshop's calendar, "2026-11-23". */
export type WorkshopDay = string;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The workshop's date (YYYY-MM-DD) of a moment. */
export function workshopDay(at: Date, zone = timeZone): WorkshopDay {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

function partsOf(day: WorkshopDay): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return [y, m, d];
}

/** The calendar day `count` days after `day` (before, when negative); calendar days, not 24-hour steps. */
export function addDays(day: WorkshopDay, count: number): WorkshopDay {
  const [y, m, d] = partsOf(day);
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d + count);
  return date.toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: WorkshopDay): WorkshopDay => addDays(day, 1);

/**
 * The moment the workshop's wall clock shows `minutes` after midnight on `day`.
 * A time the clock skips (spring forward) is the moment just after the skip;
 * a time it shows twice (fall back) is one of the two (the shift's hours are
 * never in that hour).
 */
export function atWorkshopTime(day: WorkshopDay, minutes: number, zone = timeZone): Date {
  const [y, m, d] = partsOf(day);
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, zone).getTime());
}

/** When the workshop's day of `at` began (its midnight, or the first moment of the day where midnight is skipped). */
export function startOfWorkshopDay(at: Date, zone = timeZone): Date {
  return atWorkshopTime(workshopDay(at, zone), 0, zone);
}

/** Midnight of today on the workshop's clock. */
export const startOfToday = (now: Date, zone = timeZone): Date => startOfWorkshopDay(now, zone);

/** Midnight of tomorrow on the workshop's clock: when what counts "today" starts again. */
export const startOfTomorrow = (now: Date, zone = timeZone): Date =>
  atWorkshopTime(nextDay(workshopDay(now, zone)), 0, zone);

/** The starts of the `count` workshop days up to and including today's, oldest first. */
export function startsOfLastDays(now: Date, count: number, zone = timeZone): Date[] {
  const today = workshopDay(now, zone);
  return Array.from({ length: count }, (_, i) => atWorkshopTime(addDays(today, i - (count - 1)), 0, zone));
}

/** The workshop's midnights strictly between `from` and `to`: where a stretch of time is cut into days. */
export function midnightsBetween(from: Date, to: Date, zone = timeZone): Date[] {
  const result: Date[] = [];
  for (let day = nextDay(workshopDay(from, zone)); ; day = nextDay(day)) {
    const midnight = atWorkshopTime(day, 0, zone);
    if (midnight.getTime() >= to.getTime()) return result;
    result.push(midnight);
  }
}
