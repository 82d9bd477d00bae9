import { describe, expect, it } from "vitest";
import { isBadgeCode } from "./badge";

describe("isBadgeCode", () => {
  it("reads the demo badges and badges with letters and dashes", () => {
    expect(isBadgeCode("EMP-1005")).toBe(true);
    expect(isBadgeCode(" emp-a7-22 ")).toBe(true);
  });

  it("refuses job tickets, EANs, package labels and a bare prefix", () => {
    expect(isBadgeCode("P115")).toBe(false);
    expect(isBadgeCode("8712345678906")).toBe(false);
    expect(isBadgeCode("PKG-00042")).toBe(false);
    expect(isBadgeCode("EMP-")).toBe(false);
    expect(isBadgeCode("EMP--1")).toBe(false);
  });
});
