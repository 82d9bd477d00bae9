import { describe, expect, it } from "vitest";
import { quantityText, unitOf } from "./quantity";

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

  it("writes the number in the employee's format with its unit", () => {
    const nl = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 3 });
    expect(quantityText({ amount: 7.7, unit: "m" }, (n) => nl.format(n))).toBe("7,7 m");
    expect(quantityText({ amount: 3, unit: null }, (n) => nl.format(n))).toBe("3");
  });
});
