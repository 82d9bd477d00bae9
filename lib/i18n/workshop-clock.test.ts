// The one workshop clock on the days its zone changes its offset: the
// Netherlands' two switches of 2025 (02:00 → 03:00 on 30 March, 03:00 → 02:00
// on 26 October), Sydney's (April and October, the other way round) and
// Santiago's, where the clock jumps at midnight itself, so a day has no 00:00.
import { describe, expect, it } from "vitest";
import {
  addDays,
  atWorkshopTime,
  midnightsBetween,
  startOfToday,
  startsOfLastDays,
  workshopDay,
} from "./workshop-clock";

const iso = (at: Date) => at.toISOString();
const wallClock = (at: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "short", timeStyle: "short" }).format(at);

describe("the workshop clock in Europe/Amsterdam", () => {
  it("begins 30 March 2025 (spring forward) at 23:00Z the day before, also when asked in the afternoon", () => {
    // Midnight was still winter time (UTC+1); the afternoon is summer time (UTC+2).
    expect(iso(startOfToday(new Date("2025-03-30T14:00:00Z")))).toBe("2025-03-29T23:00:00.000Z");
    expect(iso(startOfToday(new Date("2025-03-30T00:30:00Z")))).toBe("2025-03-29T23:00:00.000Z");
    expect(iso(atWorkshopTime("2025-03-30", 17 * 60))).toBe("2025-03-30T15:00:00.000Z");
    // A day of 23 hours.
    expect(
      midnightsBetween(new Date("2025-03-29T12:00:00Z"), new Date("2025-03-31T12:00:00Z")).map(iso),
    ).toEqual(["2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"]);
  });

  it("begins 26 October 2025 (fall back) at 22:00Z the day before, also when asked in the afternoon", () => {
    expect(iso(startOfToday(new Date("2025-10-26T14:00:00Z")))).toBe("2025-10-25T22:00:00.000Z");
    expect(iso(atWorkshopTime("2025-10-26", 17 * 60))).toBe("2025-10-26T16:00:00.000Z");
    // A day of 25 hours.
    expect(
      midnightsBetween(new Date("2025-10-25T12:00:00Z"), new Date("2025-10-27T12:00:00Z")).map(iso),
    ).toEqual(["2025-10-25T22:00:00.000Z", "2025-10-26T23:00:00.000Z"]);
  });

  it("counts days across a switch by the calendar, not in steps of 24 hours", () => {
    expect(startsOfLastDays(new Date("2025-03-31T10:00:00Z"), 3).map(iso)).toEqual([
      "2025-03-28T23:00:00.000Z",
      "2025-03-29T23:00:00.000Z",
      "2025-03-30T22:00:00.000Z",
    ]);
    expect(addDays("2025-10-26", -6)).toBe("2025-10-20");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(workshopDay(new Date("2025-10-25T22:30:00Z"))).toBe("2025-10-26");
  });
});

describe("the workshop clock in a southern-hemisphere zone", () => {
  it("Australia/Sydney: 6 April 2025 (fall back) and 5 October 2025 (spring forward)", () => {
    const zone = "Australia/Sydney";
    // Midnight was summer time (UTC+11), the afternoon is not (UTC+10).
    expect(iso(startOfToday(new Date("2025-04-06T05:00:00Z"), zone))).toBe("2025-04-05T13:00:00.000Z");
    expect(iso(atWorkshopTime("2025-04-06", 17 * 60, zone))).toBe("2025-04-06T07:00:00.000Z");
    expect(iso(startOfToday(new Date("2025-10-05T05:00:00Z"), zone))).toBe("2025-10-04T14:00:00.000Z");
    expect(iso(atWorkshopTime("2025-10-05", 17 * 60, zone))).toBe("2025-10-05T06:00:00.000Z");
  });

  it("America/Santiago: the day of 7 September 2025 begins at 01:00, as midnight is skipped", () => {
    const zone = "America/Santiago";
    const start = startOfToday(new Date("2025-09-07T15:00:00Z"), zone);
    expect(iso(start)).toBe("2025-09-07T04:00:00.000Z");
    expect(wallClock(start, zone)).toBe("07/09/2025, 01:00");
    expect(workshopDay(new Date(start.getTime() - 1), zone)).toBe("2025-09-06");
  });

  it("America/Santiago: the day of 6 April 2025 begins once the clock went back from midnight to 23:00", () => {
    const zone = "America/Santiago";
    const start = startOfToday(new Date("2025-04-06T15:00:00Z"), zone);
    expect(iso(start)).toBe("2025-04-06T04:00:00.000Z");
    expect(wallClock(start, zone)).toBe("06/04/2025, 00:00");
    expect(workshopDay(new Date(start.getTime() - 1), zone)).toBe("2025-04-05");
    // 5 April lasted 25 hours.
    expect(
      midnightsBetween(new Date("2025-04-05T12:00:00Z"), new Date("2025-04-06T12:00:00Z"), zone).map(iso),
    ).toEqual(["2025-04-06T04:00:00.000Z"]);
  });
});
