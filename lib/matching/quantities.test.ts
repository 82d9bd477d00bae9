import { describe, expect, it } from "vitest";
import { unitOf } from "./quantities";

describe("unitOf", () => {
  it("reads the unit after the number of the order spec's quantity text", () => {
    expect(unitOf("7.7 m")).toBe("m");
    expect(unitOf("3 st")).toBe("st");
    expect(unitOf("1,25 m2")).toBe("m2");
  });

  it("is null without a unit or a text", () => {
    expect(unitOf("12")).toBeNull();
    expect(unitOf(null)).toBeNull();
    expect(unitOf("  ")).toBeNull();
  });
});
