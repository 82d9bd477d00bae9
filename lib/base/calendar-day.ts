// A day on the calendar as the app's inputs name it, YYYY-MM-DD, that exists:
// 2026-11-31 and 2027-02-30 are refused instead of rolling over to the next
// month (the planning stored them, and the hours were lost). The year lies in
// the range the workshop keeps records for, so a year such as 0001 never
// reaches a date library that reads two-digit years as 19xx (docs/security.md).
import { z } from "zod";

/** Years an input may name; each feature's own window (a year ahead, a report's length) is narrower. */
export const calendarYears = { min: 2000, max: 2999 } as const;

export const calendarDayMessage = "a date like 2026-11-23";

/** True when `text` is YYYY-MM-DD, a day the calendar has, in `calendarYears`. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < calendarYears.min || year > calendarYears.max) return false;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A workshop day typed or sent as YYYY-MM-DD: a real day of the calendar, or a 400 naming the field. */
export const calendarDaySchema = z
  .string()
  .max(10, calendarDayMessage)
  .refine(isCalendarDay, calendarDayMessage);
