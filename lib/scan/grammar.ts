// The barcode kinds a station can scan, decided in this one place: a GTIN
// with a valid check digit is a material, "P" + digits a job ticket for that
// production polygon, anything else a polygon package barcode.
// No zod here: this runs in every floor page's first download (a schema of
// the kinds is z.enum(barcodeKinds) where one is needed).
import { hasValidGtinCheckDigit } from "./gtin";

export const barcodeKinds = ["material", "job-ticket", "package"] as const;
export type BarcodeKind = (typeof barcodeKinds)[number];

/** A decoded barcode; `code` is the text as scanned (prefix and suffix removed). */
export type ParsedScan =
  | { kind: "material"; code: string; ean: string }
  | { kind: "job-ticket"; code: string; productionPolygonId: number }
  | { kind: "package"; code: string; barcode: string };

export type BarcodeGrammar = {
  /** Digit counts read as a material GTIN when the check digit is right (add 12 for UPC-A). */
  materialLengths: readonly number[];
  /** A job ticket; its first capture group is the production polygon id. */
  jobTicketPattern: RegExp;
};

export const defaultBarcodeGrammar: BarcodeGrammar = {
  materialLengths: [8, 13, 14],
  jobTicketPattern: /^P(\d{1,15})$/,
};

/** Reads what a scanned code is. Surrounding white space is not part of a code. */
export function parseBarcode(scanned: string, grammar: BarcodeGrammar = defaultBarcodeGrammar): ParsedScan {
  const code = scanned.trim();
  if (hasValidGtinCheckDigit(code, grammar.materialLengths)) return { kind: "material", code, ean: code };
  const polygonId = grammar.jobTicketPattern.exec(code)?.[1];
  if (polygonId !== undefined) {
    const productionPolygonId = Number(polygonId);
    if (Number.isSafeInteger(productionPolygonId) && productionPolygonId > 0) {
      return { kind: "job-ticket", code, productionPolygonId };
    }
  }
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
  }
}

const messageKindOf = { material: "material", "job-ticket": "jobTicket", package: "package" } as const;
type MessageKind = (typeof messageKindOf)[BarcodeKind];

/** The message keys (messages/*.json, under "scan") this module hands to a translator. */
export type ScanMessageKey =
  `scan.kinds.${MessageKind}` | `scan.rejected.${MessageKind}.title` | `scan.rejected.${MessageKind}.detail`;
export type ScanTranslate = (key: ScanMessageKey, values?: Record<string, string>) => string;

export function kindLabelKey(kind: BarcodeKind): `scan.kinds.${MessageKind}` {
  return `scan.kinds.${messageKindOf[kind]}`;
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
  const kind = messageKindOf[scan.kind];
  const accepted = new Intl.ListFormat(locale, { type: "disjunction" }).format(
    accepts.map((accepted) => translate(kindLabelKey(accepted)).toLowerCase()),
  );
  return {
    title: translate(`scan.rejected.${kind}.title`),
    detail: translate(`scan.rejected.${kind}.detail`, { value: scanValue(scan), accepted }),
  };
}
