// The named date, time and number formats every screen uses, so a moment
// reads the same on every screen (in the employee's language, on the
// workshop's clock). Given to next-intl on the server and in the browser.
import type { Formats } from "next-intl";

// One way of writing a moment for everyone (issue 28): the month by its name,
// never a number whose order differs between the US and Europe ("11/03"), and
// the 24-hour clock of the workshop floor, in English as in Dutch.
const clock24 = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

export const formats = {
  dateTime: {
    /** A moment on an office screen: "12 Mar 2025, 14:05" ("Mar 12, 2025, 14:05" in English). */
    moment: { day: "numeric", month: "short", year: "numeric", ...clock24 },
    /** A moment where room is short (a station card, a drawer): "12 Mar, 14:05". */
    shortMoment: { day: "numeric", month: "short", ...clock24 },
    /** A moment this week, to the packer: "Wed 12 Mar, 14:05". */
    weekdayMoment: { weekday: "short", day: "numeric", month: "short", ...clock24 },
    /** A time of today: "14:05". */
    time: clock24,
    /** A day: "12 Mar 2025". */
    day: { day: "numeric", month: "short", year: "numeric" },
    /** A day of a chart's axis: "12 Mar". */
    dayOfMonth: { day: "numeric", month: "short" },
    /** A day with its weekday, under a chart's bar: "Mon 12 Mar". */
    weekdayDay: { weekday: "short", day: "numeric", month: "short" },
    /** A time to the second, of what the tablet keeps: "14:05:09". */
    clock: { ...clock24, second: "2-digit" },
  },
  number: {
    /** A quantity of a bill of materials: up to three decimals. */
    quantity: { maximumFractionDigits: 3 },
  },
} satisfies Formats;
