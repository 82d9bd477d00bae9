// The workshop's days of work (docs/planning.md, "Capacity"): the weekdays it
// works (WORKSHOP_WORK_DAYS) but its closed days (WORKSHOP_CLOSED_DAYS). The
// plan's capacity, the what-if and the wall board ask the same question here;
// the caller passes the settings, so this file reads no environment itself.

/** A day on the workshop's calendar, YYYY-MM-DD. */
type Day = string;

export type WorkshopCalendar = { workDays: ReadonlySet<number>; closedDays: ReadonlySet<Day> };

/** The calendar of the settings' texts: "1,2,3,4,5" and "2026-12-25,2026-12-26". */
export function workshopCalendarOf(settings: {
  WORKSHOP_WORK_DAYS: string;
  WORKSHOP_CLOSED_DAYS: string;
}): WorkshopCalendar {
  return {
    workDays: new Set(settings.WORKSHOP_WORK_DAYS.split(",").filter(Boolean).map(Number)),
    closedDays: new Set(settings.WORKSHOP_CLOSED_DAYS.split(",").filter(Boolean)),
  };
}

/** The ISO weekday of a day, 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(day: Day): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whether the workshop works on `day`: one of its weekdays of work, and not closed. */
export function isWorkshopDay(calendar: WorkshopCalendar, day: Day): boolean {
  return calendar.workDays.has(isoWeekdayOf(day)) && !calendar.closedDays.has(day);
}

/** When the shift starts, in minutes after midnight, from WORKSHOP_HOURS ("07:00-17:00"). */
export function shiftStartMinutes(hours: string): number {
  return Number(hours.slice(0, 2)) * 60 + Number(hours.slice(3, 5));
}
