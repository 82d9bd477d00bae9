import { describe, expect, it } from "vitest";
import { isBadgeCode } from "./badge";

describe("isBadgeCode", () => {
  it("reads the demo badges, also with white space around them", () => {
    expect(isBadgeCode("EMP-1005")).toBe(true);
    expect(isBadgeCode(" EMP-1006 ")).toBe(true);
  });

  it("refuses job tickets, EANs, package labels and a bare prefix", () => {
    expect(isBadgeCode("P115")).toBe(false);
    expect(isBadgeCode("8712345678906")).toBe(false);
    expect(isBadgeCode("PKG-00042")).toBe(false);
    expect(isBadgeCode("EMP-")).toBe(false);
    expect(isBadgeCode("EMP--1")).toBe(false);
  });
});
