import { describe, expect, it } from "vitest";
import { parseStatusDelay } from "./delay";

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe("parseStatusDelay", () => {
  it.each([
    ["1.00:00:00", day],
    ["04:00", 4 * hour],
    ["00:30:00", 30 * minute],
    ["2.03:04:05", 2 * day + 3 * hour + 4 * minute + 5 * second],
    ["00:00:01.5", 1500],
    ["00:00:00.0000001", 0],
    ["-01:00", -hour],
    [" 12:00 ", 12 * hour],
  ])("reads the TimeSpan %j", (text, ms) => {
    expect(parseStatusDelay(text)).toBe(ms);
  });

  it.each([
    ["P1D", day],
    ["PT4H", 4 * hour],
    ["P1DT2H30M", day + 2 * hour + 30 * minute],
    ["PT0.5S", 500],
    ["PT0,5S", 500],
    ["P2W", 14 * day],
    ["PT90M", 90 * minute],
    ["pt15m", 15 * minute],
  ])("reads the ISO 8601 duration %j", (text, ms) => {
    expect(parseStatusDelay(text)).toBe(ms);
  });

  it.each([
    "",
    "abc",
    "1",
    "1 day",
    "24:00",
    "00:60",
    "00:00:60",
    "1.2.03:00",
    "P",
    "PT",
    "P1DT",
    "P1Y",
    "P1M",
    "P1Y2M",
    "PT1H2D",
    "1D",
    "P1.5.5D",
    `P${"9".repeat(400)}D`,
  ])("refuses %j", (text) => {
    expect(parseStatusDelay(text)).toBeUndefined();
  });
});
