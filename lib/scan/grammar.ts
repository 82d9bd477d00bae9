// The barcode kinds a station can scan, decided in this one place: a GTIN
// with a valid check digit is a material, and so is a supplier's GS1 label
// with a GTIN (01) (its lot, expiry, count… go with it); a GS1 label with an
// SSCC (00) is a pallet; "P" + digits a job ticket for that production
// polygon; "EMP-" + digits an employee's badge; anything else a polygon
// package barcode. An AIM symbology
// identifier (]C1, ]E0…) in front is removed first.
// No zod here: this runs in every floor page's first download (a schema of
// the kinds is z.enum(barcodeKinds) where one is needed).
import { splitSymbologyIdentifier } from "./aim";
import { groupSeparator, parseGs1, type Gs1Data } from "./gs1";
import { hasValidGtinCheckDigit } from "./gtin";

export const barcodeKinds = ["material", "job-ticket", "package", "pallet", "badge"] as const;
export type BarcodeKind = (typeof barcodeKinds)[number];

/** What a GS1 label said besides its key; `symbology` is the AIM identifier it came with, if any. */
export type Gs1Scan = Gs1Data & { symbology?: string };

/** A decoded barcode; `code` is the text as scanned (prefix, suffix and AIM identifier removed). */
export type ParsedScan =
  | { kind: "material"; code: string; ean: string; gs1?: Gs1Scan }
  | { kind: "job-ticket"; code: string; productionPolygonId: number }
  | { kind: "package"; code: string; barcode: string }
  | { kind: "pallet"; code: string; sscc: string; gs1: Gs1Scan }
  | { kind: "badge"; code: string; badgeCode: string };

export type BarcodeGrammar = {
  /** Digit counts read as a material GTIN when the check digit is right (add 12 for UPC-A). */
  materialLengths: readonly number[];
  /** A job ticket; its first capture group is the production polygon id. */
  jobTicketPattern: RegExp;
  /** An employee's badge (as the demo and the admin screen give them out). */
  badgePattern: RegExp;
};

export const defaultBarcodeGrammar: BarcodeGrammar = {
  materialLengths: [8, 13, 14],
  jobTicketPattern: /^P(\d{1,15})$/,
  badgePattern: /^EMP-\d{1,12}$/,
};

/**
 * The material code of a GTIN-14 in the lengths the grammar reads: leading
 * zeros dropped to an EAN-8 or EAN-13 (the check digit stays right: GS1
 * weighs digits from the right).
 */
export function materialCodeOfGtin(gtin: string, lengths: readonly number[]): string {
  for (const length of [...lengths].sort((a, b) => a - b)) {
    if (length >= gtin.length) break;
    if (/^0+$/.test(gtin.slice(0, gtin.length - length))) return gtin.slice(gtin.length - length);
  }
  return gtin;
}

/**
 * A GS1 element string: said so by its AIM identifier, a GS, the bracketed
 * form, or (sent bare) an SSCC or GTIN first that parses to the end.
 */
function gs1ScanOf(data: string, isGs1: boolean): Gs1Data | null {
  const mayBeGs1 =
    isGs1 || data.includes(groupSeparator) || /^\(\d{2,4}\)/.test(data) || /^0[012]\d{16}/.test(data);
  if (!mayBeGs1) return null;
  const parsed = parseGs1(data);
  return parsed.ok && (parsed.data.gtin ?? parsed.data.sscc ?? parsed.data.contentGtin) ? parsed.data : null;
}

/** Reads what a scanned code is. Surrounding white space is not part of a code. */
export function parseBarcode(scanned: string, grammar: BarcodeGrammar = defaultBarcodeGrammar): ParsedScan {
  const { symbology, data } = splitSymbologyIdentifier(scanned.trim());
  const code = data.trim();
  const gs1 = gs1ScanOf(code, symbology?.isGs1 ?? false);
  if (gs1) {
    const withSymbology: Gs1Scan = symbology ? { ...gs1, symbology: symbology.identifier } : gs1;
    if (gs1.sscc) return { kind: "pallet", code, sscc: gs1.sscc, gs1: withSymbology };
    const gtin = (gs1.gtin ?? gs1.contentGtin)!;
    return {
      kind: "material",
      code,
      ean: materialCodeOfGtin(gtin, grammar.materialLengths),
      gs1: withSymbology,
    };
  }
  if (hasValidGtinCheckDigit(code, grammar.materialLengths)) return { kind: "material", code, ean: code };
  const polygonId = grammar.jobTicketPattern.exec(code)?.[1];
  if (polygonId !== undefined) {
    const productionPolygonId = Number(polygonId);
    if (Number.isSafeInteger(productionPolygonId) && productionPolygonId > 0) {
      return { kind: "job-ticket", code, productionPolygonId };
    }
  }
  if (grammar.badgePattern.test(code)) return { kind: "badge", code, badgeCode: code };
  return { kind: "package", code, barcode: code };
}

/** The value a person recognises on the label: the EAN, the polygon id or the package barcode. */
export function scanValue(scan: ParsedScan): string {
  switch (scan.kind) {
    case "material":
      return scan.ean;
    case "job-ticket":
      return String(scan.productionPolygonId);
    case "package":
      return scan.barcode;
    case "pallet":
      return scan.sscc;
    case "badge":
      return scan.badgeCode;
  }
}

const messageKindOf = {
  material: "material",
  "job-ticket": "jobTicket",
  package: "package",
  pallet: "pallet",
  badge: "badge",
} as const;
type KindMessage = (typeof messageKindOf)[BarcodeKind];
/** Also said of a scan: a GTIN's digits with a wrong check digit (a misread, or a typing slip). */
type MessageKind = KindMessage | "misreadGtin";

/** The message keys (messages/*.json, under "scan") this module hands to a translator. */
export type ScanMessageKey =
  `scan.kinds.${KindMessage}` | `scan.rejected.${MessageKind}.title` | `scan.rejected.${MessageKind}.detail`;
export type ScanTranslate = (key: ScanMessageKey, values?: Record<string, string>) => string;

export function kindLabelKey(kind: BarcodeKind): `scan.kinds.${KindMessage}` {
  return `scan.kinds.${messageKindOf[kind]}`;
}

/**
 * A "package" of a GTIN's length in digits only: an EAN whose check digit is wrong, not a package
 * label (a package barcode the app prints has letters). A station that takes materials says so.
 */
function isMisreadGtin(scan: ParsedScan): boolean {
  return scan.kind === "package" && /^\d+$/.test(scan.code) && [8, 12, 13, 14].includes(scan.code.length);
}

/**
 * The clear words for a scan this station does not take: what was scanned,
 * and which kinds it does take ("Here you scan a package label or a job ticket").
 */
export function describeRejection(
  scan: ParsedScan,
  accepts: readonly BarcodeKind[],
  translate: ScanTranslate,
  locale: string,
): { title: string; detail: string } {
  const kind = isMisreadGtin(scan) ? "misreadGtin" : messageKindOf[scan.kind];
  const accepted = new Intl.ListFormat(locale, { type: "disjunction" }).format(
    accepts.map((accepted) => translate(kindLabelKey(accepted)).toLowerCase()),
  );
  return {
    title: translate(`scan.rejected.${kind}.title`),
    detail: translate(`scan.rejected.${kind}.detail`, { value: scanValue(scan), accepted }),
  };
}
