// The workshop's shift on its own clock (lib/i18n/workshop-clock.ts): when the
// shift of a day ends, and the day a moment belongs to, for the automatic pause
// and the report's days.
import { startOfToday } from "@/lib/i18n/workshop-clock";
import { timeZone } from "@/lib/i18n/messages";

export type WorkshopHours = { startMinutes: number; endMinutes: number };

/** "07:00-16:30" (validated by lib/env.ts) as minutes after midnight. */
export function parseWorkshopHours(text: string): WorkshopHours {
  const [start = "", end = ""] = text.split("-");
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { startMinutes: minutes(start), endMinutes: minutes(end) };
}

/** The moment the wall clock in the workshop shows `minutes` after midnight on the day of `midnight`. */
function atWorkshopMinutes(midnight: Date, minutes: number): Date {
  const guess = new Date(midnight.getTime() + minutes * 60_000);
  // A daylight-saving switch between midnight and then moves the wall clock by the difference.
  const shift = offsetMinutes(midnight) - offsetMinutes(guess);
  return new Date(guess.getTime() + shift * 60_000);
}

function offsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const match = name?.match(/([+-])(\d\d):(\d\d)/);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The first end of a shift after `startedAt` (that day's, or the next day's when it started after it). */
export function shiftEndAfter(startedAt: Date, hours: WorkshopHours): Date {
  const midnight = startOfToday(startedAt);
  const end = atWorkshopMinutes(midnight, hours.endMinutes);
  if (end.getTime() > startedAt.getTime()) return end;
  const nextMidnight = startOfToday(new Date(midnight.getTime() + 36 * 3600_000));
  return atWorkshopMinutes(nextMidnight, hours.endMinutes);
}

/** The workshop's date (YYYY-MM-DD) of a moment. */
export function workshopDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** Workshop midnights from the day of `from` up to `to`: where an entry is cut into days. */
export function midnightsBetween(from: Date, to: Date): Date[] {
  const result: Date[] = [];
  let midnight = startOfToday(from);
  while (midnight.getTime() < to.getTime()) {
    if (midnight.getTime() > from.getTime()) result.push(midnight);
    midnight = startOfToday(new Date(midnight.getTime() + 36 * 3600_000));
  }
  return result;
}
