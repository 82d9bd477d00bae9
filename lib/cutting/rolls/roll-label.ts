// What a supplier's roll label says, read with the app's one GS1 parser
// (lib/scan): the material's GTIN (01), the lot (10), and the roll's size from
// (8001) roll products, or from (311n) length and (312n) width in metres.
// A label that does not say a size leaves it out; registration asks for it.
import { splitSymbologyIdentifier } from "@/lib/scan/aim";
import { parseGs1, type Gs1Element } from "@/lib/scan/gs1";
import { parseBarcode } from "@/lib/scan/grammar";

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

/**
 * Reads a scan as the scanner sent it: an AIM identifier (]C1, ]d2) in front,
 * FNC1 as GS between fields, or the bracketed form. A bare EAN is a material
 * without lot or size.
 */
export function readRollLabel(scanned: string): RollLabelResult {
  const scan = parseBarcode(scanned);
  if (scan.kind !== "material") {
    const { data } = splitSymbologyIdentifier(scanned.trim());
    const parsed = parseGs1(data.trim());
    const why = parsed.ok ? "it has no GTIN (01)" : parsed.reason;
    return { ok: false, reason: `This is not a supplier's roll label: ${why}.` };
  }
  const gs1 = scan.gs1;
  if (!gs1?.gtin) {
    return {
      ok: true,
      label: {
        materialCode: scan.ean,
        gtin: scan.ean.padStart(14, "0"),
        lot: null,
        widthMm: null,
        lengthMm: null,
      },
    };
  }
  const roll = gs1.roll;
  const widthMm = said(roll ? roll.widthMm : metresToMm(elementOf(gs1.elements, "312")));
  const lengthMm = said(roll ? roll.lengthM * 1000 : metresToMm(elementOf(gs1.elements, "311")));
  return {
    ok: true,
    label: {
      materialCode: scan.ean,
      gtin: gs1.gtin,
      lot: gs1.lot ?? null,
      // (312n)/(311n) next to (8001) fill in what (8001) leaves at zero.
      widthMm: widthMm ?? said(metresToMm(elementOf(gs1.elements, "312"))),
      lengthMm: lengthMm ?? said(metresToMm(elementOf(gs1.elements, "311"))),
    },
  };
}
