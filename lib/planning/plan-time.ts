// Plan time (docs/planning.md): a day index from the plan's first day plus the
// fraction of that day's working hours gone, and back to a moment on the
// workshop's clock. On the first day only the hours left after the plan's start
// count, so its fraction 0 is the start and 1 the end of the shift.
import { TZDate } from "@date-fns/tz";
import { addDays, atWorkshopTime, timeZone, workshopDay, type WorkshopDay } from "@/lib/i18n/workshop-clock";
import { env } from "@/lib/env";

/** The shift as minutes after midnight (the working time's WORKSHOP_HOURS; a feature does not import another). */
export type WorkshopHours = { startMinutes: number; endMinutes: number };

export function workshopHours(text = env().WORKSHOP_HOURS): WorkshopHours {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return { startMinutes: minutes(text.slice(0, 5)), endMinutes: minutes(text.slice(6, 11)) };
}

export type PlanClock = {
  firstDay: WorkshopDay;
  hours: WorkshopHours;
  /** The share of the first day's shift gone when the plan was made (0–1). */
  firstDayGone: number;
};

const dayMs = 86_400_000;
const dayNumber = (day: WorkshopDay) => Date.parse(`${day}T00:00:00Z`) / dayMs;

export function planClockAt(now: Date, hours: WorkshopHours, zone = timeZone): PlanClock {
  const firstDay = workshopDay(now, zone);
  const start = atWorkshopTime(firstDay, hours.startMinutes, zone).getTime();
  const end = atWorkshopTime(firstDay, hours.endMinutes, zone).getTime();
  const firstDayGone = Math.min(1, Math.max(0, (now.getTime() - start) / (end - start)));
  return { firstDay, hours, firstDayGone };
}

const shiftShare = (clock: PlanClock, index: number, fraction: number) =>
  index === 0 ? clock.firstDayGone + fraction * (1 - clock.firstDayGone) : fraction;

/** The moment of a plan time. */
export function momentOf(clock: PlanClock, planTime: number, zone = timeZone): Date {
  const index = Math.floor(planTime);
  // The end of a day's shift is written as that day + 1, not the next day's start.
  const [day, fraction] = planTime > 0 && planTime === index ? [index - 1, 1] : [index, planTime - index];
  const { startMinutes, endMinutes } = clock.hours;
  const minutes = startMinutes + shiftShare(clock, day, fraction) * (endMinutes - startMinutes);
  const at = atWorkshopTime(addDays(clock.firstDay, day), Math.floor(minutes), zone);
  return new Date(at.getTime() + Math.round((minutes % 1) * 60_000));
}

// Reading 100,000 promises asks the zone's rules for the same few hundred days: kept per clock.
const shiftsOf = new WeakMap<PlanClock, Map<string, [number, number, number]>>();
const dayOfQuarter = new Map<number, WorkshopDay>();

/** The plan time of a moment: its day's index and how far into that day's shift it lies (0 before, 1 after). */
export function planTimeOf(clock: PlanClock, at: Date, zone = timeZone): number {
  // Offsets change on quarter hours at the finest: a quarter's day is every moment's in it.
  const quarter = Math.floor(at.getTime() / 900_000);
  const quarterKey = zone === timeZone ? quarter : NaN;
  let day = dayOfQuarter.get(quarterKey);
  if (day === undefined) {
    day = workshopDay(at, zone);
    if (zone === timeZone) dayOfQuarter.set(quarterKey, day);
  }
  let shifts = shiftsOf.get(clock);
  if (!shifts) shiftsOf.set(clock, (shifts = new Map<string, [number, number, number]>()));
  let shift = shifts.get(`${zone}|${day}`);
  if (!shift) {
    shift = [
      dayNumber(day) - dayNumber(clock.firstDay),
      atWorkshopTime(day, clock.hours.startMinutes, zone).getTime(),
      atWorkshopTime(day, clock.hours.endMinutes, zone).getTime(),
    ];
    shifts.set(`${zone}|${day}`, shift);
  }
  const [index, start, end] = shift;
  const share = Math.min(1, Math.max(0, (at.getTime() - start) / (end - start)));
  if (index !== 0) return index + share;
  const left = 1 - clock.firstDayGone;
  return left <= 0 ? 1 : Math.max(0, (share - clock.firstDayGone) / left);
}

/** The day of a day index. */
export const dayOf = (clock: PlanClock, index: number): WorkshopDay => addDays(clock.firstDay, index);

/** ISO 8601 with the workshop's offset, "2026-11-26T09:30:00.000+01:00" (what other systems read). */
export const isoWithOffset = (at: Date, zone = timeZone): string =>
  new TZDate(at.getTime(), zone).toISOString();
