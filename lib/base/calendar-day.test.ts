// Days that exist and days that do not.
import { describe, expect, it } from "vitest";
import { calendarDaySchema, isCalendarDay } from "./calendar-day";

describe("a calendar day", () => {
  it.each(["2026-11-30", "2026-12-31", "2027-02-28", "2028-02-29", "2000-02-29", "2000-01-01", "2999-12-31"])(
    "takes %s",
    (day) => expect(calendarDaySchema.parse(day)).toBe(day),
  );

  it.each([
    "2026-11-31",
    "2027-02-30",
    "2027-02-29",
    "2100-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-11-00",
    "2026-04-31",
    "0001-01-01",
    "1999-12-31",
    "3000-01-01",
    "26-11-23",
    "2026-1-5",
    "2026-11-23T00:00",
    " 2026-11-23",
    "2026-11-23\n",
    "２０２６-11-23",
    "",
  ])("refuses %j", (day) => {
    expect(isCalendarDay(day)).toBe(false);
    expect(calendarDaySchema.safeParse(day).success).toBe(false);
  });
});
