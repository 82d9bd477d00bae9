import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { midnightsBetween, workshopDay } from "@/lib/i18n/workshop-clock";
import { parseWorkshopHours, shiftEndAfter } from "./shift";

const hours = parseWorkshopHours("07:00-16:30");

describe("the workshop's shift", () => {
  it("ends at the end of the day's shift on the workshop's clock", () => {
    // 08:00 in Amsterdam (winter, UTC+1) → 16:30 local = 15:30Z.
    expect(shiftEndAfter(new Date("2026-11-23T07:00:00Z"), hours).toISOString()).toBe(
      "2026-11-23T15:30:00.000Z",
    );
  });

  it("ends at the next day's shift end for work started after the shift", () => {
    expect(shiftEndAfter(new Date("2026-11-23T18:00:00Z"), hours).toISOString()).toBe(
      "2026-11-24T15:30:00.000Z",
    );
  });

  it("keeps the wall clock across a daylight-saving switch", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; 16:30 local is 14:30Z (UTC+2).
    expect(shiftEndAfter(new Date("2026-03-29T06:00:00Z"), hours).toISOString()).toBe(
      "2026-03-29T14:30:00.000Z",
    );
    expect(shiftEndAfter(new Date("2026-10-25T06:00:00Z"), hours).toISOString()).toBe(
      "2026-10-25T15:30:00.000Z",
    );
  });

  it("cuts a period at the workshop's midnights and names its days", () => {
    const cuts = midnightsBetween(new Date("2026-11-23T20:00:00Z"), new Date("2026-11-25T01:00:00Z"));
    expect(cuts.map((c) => c.toISOString())).toEqual([
      "2026-11-23T23:00:00.000Z",
      "2026-11-24T23:00:00.000Z",
    ]);
    expect(workshopDay(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
  });

  it("is a setting: start-end in 24-hour time, the end after the start", () => {
    expect(parseEnv({}).WORKSHOP_HOURS).toBe("07:00-17:00");
    expect(parseEnv({ WORKSHOP_HOURS: "06:30-15:00" }).WORKSHOP_HOURS).toBe("06:30-15:00");
    expect(() => parseEnv({ WORKSHOP_HOURS: "16:00-07:00" })).toThrow(/WORKSHOP_HOURS must be/);
    expect(() => parseEnv({ WORKSHOP_HOURS: "7-16" })).toThrow(/WORKSHOP_HOURS must be/);
  });
});
