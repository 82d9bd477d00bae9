// The named date, time and number formats every screen uses, so a moment
// reads the same on every screen (in the employee's language, on the
// workshop's clock). Given to next-intl on the server and in the browser.
import type { Formats } from "next-intl";

export const formats = {
  dateTime: {
    /** A moment on an office screen: "12 Mar 2025, 14:05". */
    moment: { dateStyle: "medium", timeStyle: "short" },
    /** A moment where room is short (a station card, a drawer): "12/03/2025, 14:05". */
    shortMoment: { dateStyle: "short", timeStyle: "short" },
    /** A moment this week, to the packer: "Wed 12 Mar, 14:05". */
    weekdayMoment: { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
    /** A day: "12 Mar 2025". */
    day: { dateStyle: "medium" },
    /** A day of a chart's axis: "12 Mar". */
    dayOfMonth: { day: "numeric", month: "short" },
    /** A day with its weekday, under a chart's bar: "Mon 12 Mar". */
    weekdayDay: { weekday: "short", day: "numeric", month: "short" },
    /** A time to the second, of what the tablet keeps: "14:05:09". */
    clock: { hour: "2-digit", minute: "2-digit", second: "2-digit" },
  },
  number: {
    /** A quantity of a bill of materials: up to three decimals. */
    quantity: { maximumFractionDigits: 3 },
  },
} satisfies Formats;
