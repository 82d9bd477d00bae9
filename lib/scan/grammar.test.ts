import { describe, expect, it } from "vitest";
import { defaultBarcodeGrammar, describeRejection, parseBarcode, type ScanTranslate } from "./grammar";
import { gtinCheckDigit, hasValidGtinCheckDigit } from "./gtin";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";

describe("GTIN check digits", () => {
  it("computes the GS1 check digit for EAN-8, UPC-A, EAN-13 and GTIN-14", () => {
    expect(gtinCheckDigit("9638507")).toBe(4); // EAN-8 96385074
    expect(gtinCheckDigit("03600029145")).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit("400638133393")).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit("1001234567890")).toBe(2); // GTIN-14 10012345678902 (GS1 example)
  });

  it("checks length and digits", () => {
    expect(hasValidGtinCheckDigit("96385074")).toBe(true);
    expect(hasValidGtinCheckDigit("96385075")).toBe(false);
    expect(hasValidGtinCheckDigit("9638507X")).toBe(false);
    expect(hasValidGtinCheckDigit("4006381333931", [8, 14])).toBe(false);
  });
});

describe("barcode grammar", () => {
  it("reads EAN-8, EAN-13 and GTIN-14 with a valid check digit as a material", () => {
    expect(parseBarcode("96385074")).toEqual({ kind: "material", code: "96385074", ean: "96385074" });
    expect(parseBarcode("4006381333931")).toMatchObject({ kind: "material", ean: "4006381333931" });
    expect(parseBarcode("10012345678902")).toMatchObject({ kind: "material", ean: "10012345678902" });
  });

  it("reads a wrong check digit, or a length that is no GTIN, as a package barcode", () => {
    expect(parseBarcode("96385075")).toEqual({ kind: "package", code: "96385075", barcode: "96385075" });
    expect(parseBarcode("4006381333932")).toMatchObject({ kind: "package" });
    expect(parseBarcode("10012345678903")).toMatchObject({ kind: "package" });
    expect(parseBarcode("036000291452")).toMatchObject({ kind: "package" }); // UPC-A is not in the default lengths
  });

  it("reads P + digits as the job ticket of that production polygon", () => {
    expect(parseBarcode("P4711")).toEqual({ kind: "job-ticket", code: "P4711", productionPolygonId: 4711 });
    expect(parseBarcode("P0")).toMatchObject({ kind: "package" });
    expect(parseBarcode("P12a")).toMatchObject({ kind: "package" });
    expect(parseBarcode("PK0000000042X")).toMatchObject({ kind: "package", barcode: "PK0000000042X" });
    expect(parseBarcode("p4711")).toMatchObject({ kind: "package" });
  });

  it("reads EMP- and digits as an employee's badge", () => {
    expect(parseBarcode(" EMP-1003 ")).toEqual({ kind: "badge", code: "EMP-1003", badgeCode: "EMP-1003" });
    expect(parseBarcode("EMP-10a")).toMatchObject({ kind: "package" });
    expect(parseBarcode("emp-1003")).toMatchObject({ kind: "package" });
    expect(parseBarcode("B7", { ...defaultBarcodeGrammar, badgePattern: /^B\d+$/ })).toMatchObject({
      kind: "badge",
    });
  });

  it("trims white space and can be configured", () => {
    expect(parseBarcode("  P12 ")).toMatchObject({ kind: "job-ticket", code: "P12" });
    const grammar = { materialLengths: [12], jobTicketPattern: /^JT-(\d+)$/, badgePattern: /^B\d+$/ };
    expect(parseBarcode("036000291452", grammar)).toMatchObject({ kind: "material" });
    expect(parseBarcode("JT-9", grammar)).toMatchObject({ kind: "job-ticket", productionPolygonId: 9 });
    expect(parseBarcode("P9", grammar)).toMatchObject({ kind: "package" });
  });
});

describe("supplier labels (GS1) and AIM identifiers", () => {
  const GS = "\u001d";
  const gtin = "08712345000165";

  it.each([
    ["GS1-128 with AIM and no separator", `]C101${gtin}10LOT42`, "]C1"],
    ["GS1-128 without AIM", `01${gtin}10LOT42`, undefined],
    ["GS1 DataMatrix with AIM and GS", `]d201${gtin}10LOT42${GS}17260600`, "]d2"],
    ["GS1 QR with AIM", `]Q301${gtin}10LOT42`, "]Q3"],
    ["bracketed, typed off the label", `(01)${gtin}(10)LOT42`, undefined],
    ["a leading FNC1 sent as GS", `${GS}01${gtin}10LOT42`, undefined],
  ])("a roll label, %s, is the material 8712345000165 with its lot", (_, scanned, symbology) => {
    const scan = parseBarcode(scanned);
    expect(scan).toMatchObject({ kind: "material", ean: "8712345000165", gs1: { gtin, lot: "LOT42" } });
    expect(scan.kind === "material" ? scan.gs1?.symbology : "not a material").toBe(symbology);
  });

  it("carries expiry, count, net quantity and roll data with the scan", () => {
    expect(
      parseBarcode(`]C101${gtin}17260600${"10"}LOT42${GS}800128000005007613${"3111"}000505${GS}372`),
    ).toMatchObject({
      kind: "material",
      gs1: {
        expiry: "2026-06-30",
        count: 2,
        netQuantity: { value: 50.5, unit: "m" },
        roll: { widthMm: 2800, lengthM: 50, coreMm: 76, winding: "face-in", splices: 3 },
      },
    });
  });

  it("gives the EAN-8 or the GTIN-14 a GTIN stands for", () => {
    expect(parseBarcode("(01)00000096385074")).toMatchObject({ kind: "material", ean: "96385074" });
    expect(parseBarcode("(01)18712345000162")).toMatchObject({ kind: "material", ean: "18712345000162" });
  });

  it("reads an SSCC as a pallet label, with what the pallet holds", () => {
    expect(parseBarcode(`]C100008712345000000013${"02"}${gtin}3740`)).toMatchObject({
      kind: "pallet",
      sscc: "008712345000000013",
      gs1: { contentGtin: gtin, count: 40 },
    });
  });

  it("does not take a GS1 label with a wrong check digit for a material", () => {
    expect(parseBarcode(`]C10108712345000166${"10"}LOT42`)).toMatchObject({ kind: "package" });
    expect(parseBarcode(`(01)08712345000166`)).toMatchObject({ kind: "package" });
  });

  it("removes the AIM identifier of other symbologies and keeps our own labels as they were", () => {
    expect(parseBarcode("]E04006381333931")).toEqual({
      kind: "material",
      code: "4006381333931",
      ean: "4006381333931",
    });
    expect(parseBarcode("]C0PK0000000042X")).toEqual({
      kind: "package",
      code: "PK0000000042X",
      barcode: "PK0000000042X",
    });
    expect(parseBarcode("]C0P4711")).toMatchObject({ kind: "job-ticket", productionPolygonId: 4711 });
    expect(parseBarcode("10012345678902")).toEqual({
      kind: "material",
      code: "10012345678902",
      ean: "10012345678902",
    });
    expect(parseBarcode("0112345")).toMatchObject({ kind: "package" });
  });
});

describe("refusal messages", () => {
  const translatorOf =
    (messages: typeof en): ScanTranslate =>
    (key, values = {}) => {
      const text = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
      if (typeof text !== "string") throw new Error(`no message ${key}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    };

  it("says what was scanned and what the station takes, in English and Dutch", () => {
    const material = parseBarcode("4006381333931");
    expect(describeRejection(material, ["package", "job-ticket"], translatorOf(en), "en")).toEqual({
      title: "Material label: not here",
      detail: "4006381333931 is a material. Here you scan: package label or job ticket.",
    });
    expect(describeRejection(parseBarcode("P12"), ["material"], translatorOf(nl), "nl")).toEqual({
      title: "Werkbon: niet hier",
      detail: "Werkbon van productregel 12. Hier scan je: materiaallabel.",
    });
    expect(
      describeRejection(parseBarcode("(00)008712345000000013"), ["material"], translatorOf(en), "en"),
    ).toEqual({
      title: "Pallet label: not here",
      detail: "008712345000000013 is a pallet label (SSCC). Here you scan: material label.",
    });
  });

  it("calls an EAN with a wrong check digit a misread EAN, not a package label", () => {
    const misread = parseBarcode("4006381333932");
    expect(misread.kind).toBe("package");
    expect(describeRejection(misread, ["material"], translatorOf(en), "en")).toEqual({
      title: "EAN not read right",
      detail:
        "4006381333932 has the digits of an EAN, but its check digit is wrong: scan the label again, or type the number printed under the bars. Here you scan: material label.",
    });
    expect(describeRejection(parseBarcode("PK0000000001M"), ["material"], translatorOf(en), "en").title).toBe(
      "Package label: not here",
    );
  });
});
