// What a supplier's roll label says, read with the app's one GS1 parser
// (lib/scan): the material's GTIN (01), the lot (10), and the roll's size from
// (8001) roll products, or from (311n) length and (312n) width in metres.
// A label that does not say a size leaves it out; registration asks for it.
import { splitSymbologyIdentifier } from "@/lib/scan/aim";
import { defaultBarcodeGrammar, materialCodeOfGtin } from "@/lib/scan/grammar";
import { groupSeparator, parseGs1, type Gs1Element } from "@/lib/scan/gs1";
import { hasValidGtinCheckDigit } from "@/lib/scan/gtin";

export type RollLabel = {
  /** The material's EAN (the GTIN without leading zeros), as the app names materials. */
  materialCode: string;
  gtin: string;
  lot: string | null;
  widthMm: number | null;
  lengthMm: number | null;
};

export type RollLabelResult = { ok: true; label: RollLabel } | { ok: false; reason: string };

/** (311n)/(312n): six digits with n decimals, in metres; to whole millimetres. */
function metresToMm(element: Gs1Element | undefined): number | null {
  if (!element) return null;
  const decimals = Number(element.ai[3]);
  return Math.round((Number(element.value) * 1000) / 10 ** decimals);
}

/** The first element whose AI starts with `prefix` (311 finds 3111…3115). */
const elementOf = (elements: Gs1Element[], prefix: string) =>
  elements.find((element) => element.ai.length === 4 && element.ai.startsWith(prefix));

/** A zero in (8001) or (311n)/(312n) means the label does not say it. */
const said = (mm: number | null) => (mm === null || mm <= 0 ? null : mm);

/** Said to be a GS1 element string (as lib/scan's grammar tells): its AIM identifier, a GS, the bracketed form, or a GTIN first. */
const looksLikeGs1 = (data: string, isGs1: boolean) =>
  isGs1 || data.includes(groupSeparator) || /^\(\d{2,4}\)/.test(data) || /^0[012]\d{16}/.test(data);

/** A bare EAN-8/13 or GTIN-14: a material without lot or size. */
const bareMaterial = (ean: string): RollLabel => ({
  materialCode: ean,
  gtin: ean.padStart(14, "0"),
  lot: null,
  widthMm: null,
  lengthMm: null,
});

const refused = (why: string): RollLabelResult => ({
  ok: false,
  reason: `This is not a supplier's roll label: ${why}.`,
});

/**
 * Reads a scan as the scanner sent it: an AIM identifier (]C1, ]d2) in front,
 * FNC1 as GS between fields, or the bracketed form. A bare EAN is a material
 * without lot or size. The element string is parsed once (parseGs1), and its
 * result is all that is read.
 */
export function readRollLabel(scanned: string): RollLabelResult {
  const { symbology, data } = splitSymbologyIdentifier(scanned.trim());
  const code = data.trim();
  const parsed = looksLikeGs1(code, symbology?.isGs1 ?? false) ? parseGs1(code) : null;
  const gs1 = parsed?.ok ? parsed.data : null;
  // An SSCC (00) is a pallet's label, whatever else it says.
  const keyGtin = gs1 && !gs1.sscc ? (gs1.gtin ?? gs1.contentGtin) : undefined;
  if (!gs1 || !keyGtin) {
    if (hasValidGtinCheckDigit(code, defaultBarcodeGrammar.materialLengths)) {
      return { ok: true, label: bareMaterial(code) };
    }
    // The reason comes from the one parse; a code that did not look like GS1 is parsed only now.
    const why = parsed ?? parseGs1(code);
    return refused(why.ok ? "it has no GTIN (01)" : why.reason);
  }
  const materialCode = materialCodeOfGtin(keyGtin, defaultBarcodeGrammar.materialLengths);
  // (02) alone names the material of a logistic unit's contents, not a roll's lot or size.
  if (!gs1.gtin) return { ok: true, label: bareMaterial(materialCode) };
  const roll = gs1.roll;
  const widthMm = said(roll ? roll.widthMm : metresToMm(elementOf(gs1.elements, "312")));
  const lengthMm = said(roll ? roll.lengthM * 1000 : metresToMm(elementOf(gs1.elements, "311")));
  return {
    ok: true,
    label: {
      materialCode,
      gtin: gs1.gtin,
      lot: gs1.lot ?? null,
      // (312n)/(311n) next to (8001) fill in what (8001) leaves at zero.
      widthMm: widthMm ?? said(metresToMm(elementOf(gs1.elements, "312"))),
      lengthMm: lengthMm ?? said(metresToMm(elementOf(gs1.elements, "311"))),
    },
  };
}
