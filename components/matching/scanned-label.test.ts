// What a match keeps of a scanned roll label, from the text a scanner sends
// through the scan grammar, and that the match route's schema takes it.
import { describe, expect, it } from "vitest";
import { scannedLabelSchema } from "@/lib/polygons/material-lots";
import { parseBarcode } from "@/lib/scan/grammar";
import { scannedLabelOf } from "./scanned-label";

const GS = "\u001d";
const labelOf = (text: string) => {
  const scan = parseBarcode(text);
  if (scan.kind !== "material") throw new Error(`${text} is read as ${scan.kind}`);
  return { ean: scan.ean, label: scannedLabelOf(scan.gs1) };
};

describe("scannedLabelOf", () => {
  it("keeps the GTIN and lot of a GS1-128 roll label, with or without its AIM prefix", () => {
    for (const text of [
      `]C10108712345000165${GS}10LOT42`,
      `0108712345000165${GS}10LOT42`,
      "(01)08712345000165(10)LOT42",
    ]) {
      expect(labelOf(text)).toEqual({
        ean: "8712345000165",
        label: { gtin: "08712345000165", lot: "LOT42" },
      });
    }
  });

  it("takes the roll's length from (8001) roll data, the count and the expiry", () => {
    // 8001: width 1400 mm, 00050 m, core 076 mm, face out, 0 splices.
    const { label } = labelOf(`]d201087123450001651727033110LOT7${GS}8001140000050076003712`);
    expect(label).toEqual({
      gtin: "08712345000165",
      lot: "LOT7",
      expiry: "2027-03-31",
      lengthM: 50,
      count: 12,
    });
    expect(scannedLabelSchema.parse(label)).toEqual(label);
  });

  it("takes a (311n) length in metres when there is no roll data, after a weight", () => {
    const { label } = labelOf(`(01)08712345000165(3102)001250(3111)000255(10)A1`);
    expect(label).toEqual({ gtin: "08712345000165", lot: "A1", lengthM: 25.5 });
  });

  it("has no label for a bare EAN", () => {
    expect(labelOf("8712345000165")).toEqual({ ean: "8712345000165", label: null });
  });
});
