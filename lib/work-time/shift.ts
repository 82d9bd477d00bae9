// The workshop's shift on its own clock (lib/i18n/workshop-clock.ts): when
// the shift of a day ends, for the automatic pause.
import { atWorkshopTime, nextDay, workshopDay } from "@/lib/i18n/workshop-clock";

export type WorkshopHours = { startMinutes: number; endMinutes: number };

/** "07:00-16:30" (validated by lib/env.ts) as minutes after midnight. */
export function parseWorkshopHours(text: string): WorkshopHours {
  const [start = "", end = ""] = text.split("-");
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { startMinutes: minutes(start), endMinutes: minutes(end) };
}

/** The first end of a shift after `startedAt` (that day's, or the next day's when it started after it). */
export function shiftEndAfter(startedAt: Date, hours: WorkshopHours, zone?: string): Date {
  const day = workshopDay(startedAt, zone);
  const end = atWorkshopTime(day, hours.endMinutes, zone);
  return end.getTime() > startedAt.getTime() ? end : atWorkshopTime(nextDay(day), hours.endMinutes, zone);
}
