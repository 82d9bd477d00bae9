import { describe, expect, it } from "vitest";
import { demoPackageBarcode } from "./barcode";
import { eanCheckDigit, isValidEan13, makeEan13 } from "./ean";

describe("EAN-13", () => {
  it("computes the GS1 check digit of known codes", () => {
    expect(eanCheckDigit("400638133393")).toBe(1); // 4006381333931, the GS1 textbook example
    expect(eanCheckDigit("871234500000")).toBe(4); // 8+21+1+6+3+12+5 = 56 → 4
    expect(makeEan13("590123412345")).toBe("5901234123457");
    expect(makeEan13("978020137962")).toBe("9780201379624");
  });

  it("accepts valid codes and rejects a wrong check digit, length or letters", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
  });

  it("refuses a body that is not 12 digits", () => {
    expect(() => eanCheckDigit("12345")).toThrow(/12 digits/);
  });
});

describe("demo package barcodes", () => {
  it("are PK, ten digits and a letter: never an EAN-13 nor P followed by digits only", () => {
    const codes = [1, 42, 99_999, 1_234_567].map(demoPackageBarcode);
    for (const code of codes) {
      expect(code).toMatch(/^PK\d{10}[A-Z]$/);
      expect(isValidEan13(code)).toBe(false);
      expect(code).not.toMatch(/^P\d+$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});
