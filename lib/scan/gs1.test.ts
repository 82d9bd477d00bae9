import { describe, expect, it } from "vitest";
import { readableCode, splitSymbologyIdentifier } from "./aim";
import { aiDefinitions, findAi } from "./gs1-ai-table";
import { gs1Date, parseGs1, type Gs1Result } from "./gs1";

const GS = "\u001d";
const now = new Date("2026-11-23T12:00:00Z");
// Valid examples built here: GTIN-14 08712345000165 (EAN-13 8712345000165), SSCC 008712345000000013.
const gtin = "08712345000165";
const sscc = "008712345000000013";
const roll = "28000005007601"; // 2800 mm wide, 50 m, core 76 mm, face out, 1 splice

const parsed = (text: string, separator = "") => {
  const result: Gs1Result = parseGs1(text, { separator, now });
  if (!result.ok) throw new Error(result.reason);
  return result.data;
};
const refusal = (text: string) => {
  const result = parseGs1(text, { now });
  return result.ok ? "parsed" : result.reason;
};

describe("AIM symbology identifiers", () => {
  it.each([
    ["]C1" + gtin, "]C1", true],
    ["]d2" + gtin, "]d2", true],
    ["]Q3" + gtin, "]Q3", true],
    ["]e0" + gtin, "]e0", true],
    ["]E04006381333931", "]E0", false],
    ["]C0PK0000000042X", "]C0", false],
  ])("%s starts with %s (GS1: %s)", (scanned, identifier, isGs1) => {
    const { symbology, data } = splitSymbologyIdentifier(scanned);
    expect(symbology).toMatchObject({ identifier, isGs1 });
    expect(data).toBe(scanned.slice(3));
  });

  it("shows a read as printed: no identifier in front, no GS between fields", () => {
    expect(readableCode(`]C101${gtin}10LOT42${GS}3712`)).toBe(`01${gtin}10LOT423712`);
    expect(readableCode("]C1168901")).toBe("168901");
    expect(readableCode("PKG-0001")).toBe("PKG-0001");
  });

  it("leaves a code without one alone", () => {
    expect(splitSymbologyIdentifier("PK0000000042X")).toEqual({ symbology: null, data: "PK0000000042X" });
  });
});

describe("GS1 element strings", () => {
  it("reads GTIN and lot with no separator after the fixed-length GTIN", () => {
    expect(parsed(`01${gtin}10LOT42`)).toMatchObject({
      gtin,
      lot: "LOT42",
      elements: [
        { ai: "01", value: gtin },
        { ai: "10", value: "LOT42" },
      ],
    });
  });

  it("ends a variable-length element at GS, allows a leading FNC1, and reads expiry and count", () => {
    const data = parsed(`${GS}01${gtin}17260200${"10"}LOT42${GS}3712`);
    expect(data).toMatchObject({ gtin, lot: "LOT42", expiry: "2026-02-28", count: 12 });
  });

  it("takes the scanner's replacement for GS (a device setting)", () => {
    expect(parsed(`01${gtin}10LOT42~3103012345`, "~")).toMatchObject({
      lot: "LOT42",
      netQuantity: { ai: "3103", value: 12.345, unit: "kg" },
    });
    expect(parsed(`01${gtin}10LOT42<GS>3712`, "<GS>")).toMatchObject({ lot: "LOT42", count: 12 });
  });

  it("reads the bracketed form people copy off a label", () => {
    expect(parsed(`(01)${gtin}(10)LOT42(8001)${roll}(3111)000505`)).toMatchObject({
      gtin,
      lot: "LOT42",
      roll: { widthMm: 2800, lengthM: 50, coreMm: 76, winding: "face-out", splices: 1 },
      netQuantity: { ai: "3111", value: 50.5, unit: "m" },
    });
  });

  it("reads roll data (8001) even when the GS after it was lost", () => {
    expect(parsed(`01${gtin}8001${roll}10A1`)).toMatchObject({ roll: { lengthM: 50 }, lot: "A1" });
    expect(parsed(`01${gtin}8001${roll.slice(0, 12)}99`).roll).toMatchObject({
      winding: "unknown",
      splices: null,
    });
  });

  it("reads a label whose FNC1 was dropped (a lot runs into the next AI) when one reading holds", () => {
    // As a camera library without its GS1 setting hands it over: the lot, then (8001), no GS.
    expect(parsed(`01${gtin}10DMWU9MGWD8001${roll}`)).toMatchObject({
      gtin,
      lot: "DMWU9MGWD",
      roll: { widthMm: 2800, lengthM: 50 },
    });
    expect(parsed(`01${gtin}10LOT4217261231${GS}3712`)).toMatchObject({ lot: "LOT4217261231", count: 12 });
    // A lot that holds as it is stays whole, though "17261231" could be an expiry date.
    expect(parsed(`01${gtin}10ABC17261231`)).toMatchObject({ lot: "ABC17261231" });
    expect(parsed(`01${gtin}10ABC17261231`).expiry).toBeUndefined();
    // Two readings would hold (lot …X + (30) 305, or lot …X30 + (30) 5): refused, not guessed.
    expect(refusal(`01${gtin}10${"X".repeat(16)}30305`)).toBe("(10) is longer than 20");
  });

  it("reads an SSCC with the content GTIN and count of a pallet", () => {
    expect(parsed(`00${sscc}02${gtin}3740`)).toMatchObject({ sscc, contentGtin: gtin, count: 40 });
  });

  it.each([
    [`01${gtin.slice(0, -1)}6`, "(01) 08712345000166 has a wrong check digit"],
    [`00${sscc.slice(0, -1)}4`, "(00) 008712345000000014 has a wrong check digit"],
    [`01${gtin}17261301`, "(17) 261301 is no date"],
    [`01${gtin}17260230`, "(17) 260230 is no date"],
    [`01${gtin}10${"X".repeat(21)}`, "(10) is longer than 20"],
    [`01${gtin}37A2`, "(37) has a character it may not hold"],
    [`01${gtin}230`, 'no GS1 AI at "230"'],
    [`(01)${gtin}(23)x`, "(23) is no GS1 AI this app knows"],
    [`(01)${gtin.slice(1)}`, "(01) needs 14 characters, not 13"],
    ["01", "(01) has no data"],
    ["", "no GS1 element"],
  ])("refuses %j: %s", (text, reason) => {
    expect(refusal(text)).toBe(reason);
  });

  it("refuses an AI given twice with different data, and a second GTIN, saying which", () => {
    const otherGtin = "08712345000172";
    expect(refusal(`01${gtin}10A${GS}10B`)).toBe("(10) is given twice with different data");
    expect(refusal(`(01)${gtin}(10)LOT1(01)${otherGtin}`)).toBe(
      `two different GTINs (01): ${gtin} and ${otherGtin}`,
    );
    expect(refusal(`01${gtin}01${otherGtin}`)).toBe(`two different GTINs (01): ${gtin} and ${otherGtin}`);
    // The same AI with the same data says nothing new: read.
    expect(parsed(`01${gtin}10A${GS}01${gtin}10A`)).toMatchObject({ gtin, lot: "A" });
  });

  it("reads the dropped-FNC1 label in one pass: a way back costs a look-up, not a new parse", () => {
    // A lot that holds as it is stays whole, though (21) could start inside it.
    expect(parsed(`01${gtin}10LOT721SER9${GS}8001${roll}`)).toMatchObject({ lot: "LOT721SER9" });
    expect(parsed(`01${gtin}10LOT7${"X".repeat(16)}8001${roll}`)).toMatchObject({
      lot: "LOT7" + "X".repeat(16),
      roll: { widthMm: 2800 },
    });
  });

  it("reads dates: day 00 is the month's last day, the century is the nearest one", () => {
    expect(gs1Date("280200", now)).toBe("2028-02-29");
    expect(gs1Date("261200", now)).toBe("2026-12-31");
    expect(gs1Date("990101", now)).toBe("1999-01-01");
    expect(gs1Date("760101", now)).toBe("2076-01-01");
    expect(gs1Date("771301", now)).toBeNull();
  });
});

describe("the AI table", () => {
  it("holds the AIs of supplier labels with GS1's formats", () => {
    expect(aiDefinitions.get("01")).toMatchObject({ fixedLength: 14, isNumeric: true, hasCheckDigit: true });
    expect(aiDefinitions.get("10")).toMatchObject({ fixedLength: null, maxLength: 20, isNumeric: false });
    expect(aiDefinitions.get("37")).toMatchObject({ fixedLength: null, maxLength: 8, isNumeric: true });
    expect(aiDefinitions.get("8001")).toMatchObject({ fixedLength: 14, isNumeric: true });
    expect(aiDefinitions.get("421")).toMatchObject({ fixedLength: null, maxLength: 12, isNumeric: false });
    expect(findAi("3103012345")).toMatchObject({ ai: "3103" });
    expect(findAi("99abc")).toMatchObject({ ai: "99" });
    expect(findAi("23")).toBeNull();
  });

  it("takes each format from the GS1 syntax dictionary", () => {
    // (3106) does not exist: the decimal point of a measure is 0 to 5 digits from the right.
    expect(findAi("3105")).toMatchObject({ ai: "3105" });
    expect(findAi("3106")).toBeNull();
    expect(refusal(`01${gtin}3106000505`)).toBe('no GS1 AI at "3106"');
    // Predefined length ("*"): only these may be followed by the next AI without FNC1.
    const predefined = [...aiDefinitions.values()].filter((d) => d.isPredefinedLength).map((d) => d.ai);
    expect(predefined).toEqual(
      expect.arrayContaining(["00", "01", "17", "20", "3100", "3375", "410", "417"]),
    );
    expect(predefined).not.toEqual(expect.arrayContaining(["8001"]));
    expect(aiDefinitions.get("8001")?.isPredefinedLength).toBe(false);
    // Components: (8003) a digit, a GTIN-13 style number with its check digit, then up to 16 of set 82.
    expect(aiDefinitions.get("8003")).toMatchObject({
      fixedLength: null,
      minLength: 14,
      maxLength: 30,
      isNumeric: false,
    });
    expect(aiDefinitions.get("8008")).toMatchObject({ minLength: 8, maxLength: 12, isNumeric: true });
    expect(aiDefinitions.get("8006")).toMatchObject({ fixedLength: 18, hasCheckDigit: true });
    expect(aiDefinitions.get("8010")?.components).toMatchObject([{ characterSet: "Y", maxLength: 30 }]);
    expect(aiDefinitions.get("8030")?.components).toMatchObject([{ characterSet: "Z", maxLength: 90 }]);
    expect(refusal("(8008)261123091")).toBe("(8008) cannot be 9 characters long");
    expect(refusal("(421)52")).toBe("(421) needs at least 4 characters");
    expect(refusal("(421)52A1234")).toBe("(421) has a character it may not hold");
  });
});
