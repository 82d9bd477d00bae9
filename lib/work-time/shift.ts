// The workshop's shift on its own clock (Europe/Amsterdam, lib/i18n/messages.ts):
// when the shift of a day ends, the workshop's days and their midnights, for
// the automatic pause and the report's days. A moment is found from the wall
// clock with the zone's offset at that moment, so daylight-saving days are right.
import { timeZone } from "@/lib/i18n/messages";

export type WorkshopHours = { startMinutes: number; endMinutes: number };

/** "07:00-16:30" (validated by lib/env.ts) as minutes after midnight. */
export function parseWorkshopHours(text: string): WorkshopHours {
  const [start = "", end = ""] = text.split("-");
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { startMinutes: minutes(start), endMinutes: minutes(end) };
}

function offsetMinutes(at: number): number {
  const name = new Intl.DateTimeFormat("en-CA", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(at))
    .find((p) => p.type === "timeZoneName")?.value;
  const match = name?.match(/([+-])(\d\d):(\d\d)/);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
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

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The moment the workshop's wall clock shows `minutes` after midnight on `day` (YYYY-MM-DD). */
export function atWorkshopTime(day: string, minutes: number): Date {
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  // Twice: the offset at the first guess may differ from the offset at the answer on a switch day.
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}

/** The first end of a shift after `startedAt` (that day's, or the next day's when it started after it). */
export function shiftEndAfter(startedAt: Date, hours: WorkshopHours): Date {
  const day = workshopDay(startedAt);
  const end = atWorkshopTime(day, hours.endMinutes);
  return end.getTime() > startedAt.getTime() ? end : atWorkshopTime(nextDay(day), hours.endMinutes);
}

/** The workshop's midnights strictly between `from` and `to`: where an entry is cut into days. */
export function midnightsBetween(from: Date, to: Date): Date[] {
  const result: Date[] = [];
  for (let day = nextDay(workshopDay(from)); ; day = nextDay(day)) {
    const midnight = atWorkshopTime(day, 0);
    if (midnight.getTime() >= to.getTime()) return result;
    result.push(midnight);
  }
}
