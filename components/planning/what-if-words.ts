// How the what-if and the saved hours name a change and a day, the same in
// both: "+240 min" / "−120 min", and "Mon 30 Nov" on the workshop's calendar.
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";

export function changeText(locale: Locale, minutes: number): string {
  const format = getFormatter(locale);
  return getTranslator(locale)(minutes < 0 ? "whatIf.minutesTaken" : "whatIf.minutesAdded", {
    minutes: format.number(Math.abs(minutes)),
  });
}

/** The workshop's day at noon: the same day in any zone near the workshop's. */
export const dayText = (locale: Locale, day: string): string =>
  getFormatter(locale).dateTime(new Date(`${day}T12:00:00Z`), "weekdayDay");
