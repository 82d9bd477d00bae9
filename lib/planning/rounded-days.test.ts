import { expect, it } from "vitest";
import { roundedDays } from "./what-if.task";

it("gives days late to a hundredth, and a line late by a minute as late, never as 0 (on time)", () => {
  expect(roundedDays(0)).toBe(0);
  expect(roundedDays(-0.5)).toBe(0);
  expect(roundedDays(1 / (8 * 60))).toBe(0.01);
  expect(roundedDays(0.004)).toBe(0.01);
  expect(roundedDays(0.126)).toBe(0.13);
  expect(roundedDays(2)).toBe(2);
});
