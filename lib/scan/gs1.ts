// GS1 element strings (GS1-128, GS1 DataMatrix, GS1 QR), as a scanner sends
// them: AIs with their data, variable-length data ended by FNC1 (sent as GS,
// ASCII 29), or in the bracketed form people read off the label:
// (01)08712345000165(10)LOT42. Table-driven (gs1-ai-table.ts); check digits
// and dates are verified, so a misread label is refused, not half used.
import { findAi, type AiDefinition } from "./gs1-ai-table";
import { gs1Date, problemOfValue, scannedText } from "./gs1-check";
import { groupSeparator, splitElementString, type Gs1Element } from "./gs1-split";

export { gs1Date } from "./gs1-check";
export { groupSeparator, type Gs1Element } from "./gs1-split";

export type Gs1Roll = {
  widthMm: number;
  lengthM: number;
  coreMm: number;
  /** GS1: 0 face out, 1 face in, 9 undefined. */
  winding: "face-out" | "face-in" | "unknown";
  /** Number of splices; null when the label says unknown (9). */
  splices: number | null;
};

/** What a GS1 label says, as the app uses it; `elements` keeps every AI in order. */
export type Gs1Data = {
  elements: Gs1Element[];
  gtin?: string;
  sscc?: string;
  /** (02) the GTIN of the trade items a logistic unit holds. */
  contentGtin?: string;
  lot?: string;
  serial?: string;
  /** (17) as an ISO date; day 00 means the last day of that month. */
  expiry?: string;
  bestBefore?: string;
  productionDate?: string;
  /** (37) trade items in a logistic unit, or (30) a variable count. */
  count?: number;
  /** The first trade measure (31nn or 32nn): net weight, length, width, height, area or volume. */
  netQuantity?: { ai: string; value: number; unit: string };
  roll?: Gs1Roll;
};

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; reason: string };

/** (01)…(10)…: every AI between brackets, its data up to the next bracket. */
function splitBracketed(text: string): Gs1Element[] | string {
  const elements: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^()]*)/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < text.length && (match = pattern.exec(text))) {
    elements.push({ ai: match[1]!, value: match[2]!.replaceAll(groupSeparator, "") });
  }
  return pattern.lastIndex === text.length ? elements : "not in the (AI)data form";
}

function measureOf(element: Gs1Element, definition: AiDefinition): { value: number; unit: string } {
  const decimals = Number(element.ai[3]);
  const unit = /\(([^)]+)\)/.exec(definition.title)?.[1] ?? "";
  return { value: Number(element.value) / 10 ** decimals, unit };
}

function rollOf(value: string): Gs1Roll {
  const winding = value[12] === "0" ? "face-out" : value[12] === "1" ? "face-in" : "unknown";
  const splices = Number(value[13]);
  return {
    widthMm: Number(value.slice(0, 4)),
    lengthM: Number(value.slice(4, 9)),
    coreMm: Number(value.slice(9, 12)),
    winding,
    splices: splices === 9 ? null : splices,
  };
}

function interpret(elements: Gs1Element[], now: Date): Gs1Data {
  const data: Gs1Data = { elements };
  for (const element of elements) {
    const { ai, value } = element;
    const definition = findAi(ai)?.definition;
    if (ai === "01") data.gtin = value;
    else if (ai === "00") data.sscc = value;
    else if (ai === "02") data.contentGtin = value;
    else if (ai === "10") data.lot = value;
    else if (ai === "21") data.serial = value;
    else if (ai === "17") data.expiry = gs1Date(value, now) ?? undefined;
    else if (ai === "15") data.bestBefore = gs1Date(value, now) ?? undefined;
    else if (ai === "11") data.productionDate = gs1Date(value, now) ?? undefined;
    else if (ai === "37" || (ai === "30" && data.count === undefined)) data.count = Number(value);
    else if (ai === "8001") data.roll = rollOf(value);
    else if (definition?.hasDecimalDigit && /^3[12]/.test(ai) && !data.netQuantity) {
      data.netQuantity = { ai, ...measureOf(element, definition) };
    }
  }
  return data;
}

/**
 * Parses a GS1 element string (symbology identifier already removed). A
 * leading FNC1/GS is allowed; `separator` is what this scanner sends for GS
 * when it cannot send GS itself (e.g. "~").
 */
export function parseGs1(
  text: string,
  { separator = "", now = new Date() }: { separator?: string; now?: Date } = {},
): Gs1Result {
  const normalized = separator ? text.replaceAll(separator, groupSeparator) : text;
  let [start, end] = [0, normalized.length];
  while (start < end && normalized[start] === groupSeparator) start++;
  while (end > start && normalized[end - 1] === groupSeparator) end--;
  const body = normalized.slice(start, end);
  const elements = body.startsWith("(") ? splitBracketed(body) : splitElementString(body, now);
  if (typeof elements === "string") return { ok: false, reason: elements };
  if (elements.length === 0) return { ok: false, reason: "no GS1 element" };
  for (const { ai, value } of elements) {
    const found = findAi(ai);
    if (!found || found.ai !== ai) return { ok: false, reason: `(${ai}) is no GS1 AI this app knows` };
    const problem = problemOfValue(ai, found.definition, scannedText(value), 0, value.length, now);
    if (problem) return { ok: false, reason: problem };
  }
  const repeated = repeatedAi(elements);
  if (repeated) return { ok: false, reason: repeated };
  return { ok: true, data: interpret(elements, now) };
}

/** An AI given twice must say the same both times: which one does not. */
function repeatedAi(elements: Gs1Element[]): string | null {
  const seen = new Map<string, string>();
  for (const { ai, value } of elements) {
    const first = seen.get(ai);
    if (first !== undefined && first !== value) {
      if (ai === "01") return `two different GTINs (01): ${first} and ${value}`;
      return `(${ai}) is given twice with different data`;
    }
    seen.set(ai, value);
  }
  return null;
}
