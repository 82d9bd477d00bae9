// GS1 element strings (GS1-128, GS1 DataMatrix, GS1 QR), as a scanner sends
// them: AIs with their data, variable-length data ended by FNC1 (sent as GS,
// ASCII 29), or in the bracketed form people read off the label:
// (01)08712345000165(10)LOT42. Table-driven (gs1-ai-table.ts); check digits
// and dates are verified, so a misread label is refused, not half used.
import { findAi, predefinedLengths, type AiDefinition } from "./gs1-ai-table";
import { gtinCheckDigit } from "./gtin";

export const groupSeparator = "\u001d";

export type Gs1Element = { ai: string; value: string };

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
  /** The first trade measure (310n…326n): net weight, length, width, area or volume. */
  netQuantity?: { ai: string; value: number; unit: string };
  roll?: Gs1Roll;
};

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; reason: string };

const characterSet82 = /^[!"%-?A-Z_a-z]*$/;

/** The ISO date of YYMMDD: the century within 49 years back and 50 ahead of `now` (GS1 7.12). */
export function gs1Date(yymmdd: string, now = new Date()): string | null {
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!match) return null;
  const [, yy, mm, dd] = match.map(Number) as [number, number, number, number];
  const thisYear = now.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const difference = yy - (thisYear % 100);
  const year = century + yy + (difference >= 51 ? -100 : difference <= -50 ? 100 : 0);
  if (mm < 1 || mm > 12) return null;
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd > lastDay) return null;
  const day = dd === 0 ? lastDay : dd;
  return `${year}-${String(mm).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function checkValue(ai: string, definition: AiDefinition, value: string, now: Date): string | null {
  if (value === "") return `(${ai}) has no data`;
  if (definition.fixedLength !== null && value.length !== definition.fixedLength) {
    return `(${ai}) needs ${definition.fixedLength} characters, not ${value.length}`;
  }
  if (value.length > definition.maxLength) return `(${ai}) is longer than ${definition.maxLength}`;
  if (definition.isNumeric ? !/^\d+$/.test(value) : !characterSet82.test(value)) {
    return `(${ai}) has a character it may not hold`;
  }
  if (definition.hasCheckDigit && gtinCheckDigit(value.slice(0, -1)) !== Number(value.at(-1))) {
    return `(${ai}) ${value} has a wrong check digit`;
  }
  if (definition.isDate && gs1Date(value, now) === null) return `(${ai}) ${value} is no date`;
  return null;
}

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

/**
 * An element string without brackets. A predefined-length AI ends where its
 * length says; any other fixed-length AI too (a lost separator after it does
 * no harm); a variable-length one at the next GS or the end. Each value is
 * checked as it is read (a problem is the answer).
 *
 * A reader that drops FNC1 (a camera library or a scanner set up without it)
 * runs a variable-length value into the next AI: "10LOT42" + "8001…" reads as
 * one lot that does not hold. Then every shorter end is tried, and when
 * exactly one leaves a rest that reads as valid GS1, that one is taken. A
 * string that reads as it is is never split.
 */
function splitElementString(text: string, now: Date): Gs1Element[] | string {
  const rest = text.replace(/^\u001d+/, "");
  if (rest === "") return [];
  const found = findAi(rest);
  if (!found) return `no GS1 AI at "${rest.slice(0, 4)}"`;
  const { ai, definition } = found;
  const predefined = predefinedLengths.get(ai.slice(0, 2));
  const fixed = predefined !== undefined ? predefined - ai.length : definition.fixedLength;
  const segmentEnd = rest.includes(groupSeparator) ? rest.indexOf(groupSeparator) : rest.length;
  const end = fixed !== null ? ai.length + fixed : segmentEnd;
  const value = rest.slice(ai.length, end);
  const problem = checkValue(ai, definition, value, now);
  const tail = problem ? problem : splitElementString(rest.slice(end), now);
  if (typeof tail !== "string") return [{ ai, value }, ...tail];
  if (fixed !== null) return tail;
  const readings: Gs1Element[][] = [];
  for (let shorter = segmentEnd - 1; shorter > ai.length && readings.length < 2; shorter--) {
    const part = rest.slice(ai.length, shorter);
    if (checkValue(ai, definition, part, now)) continue;
    const after = splitElementString(rest.slice(shorter), now);
    if (typeof after !== "string") readings.push([{ ai, value: part }, ...after]);
  }
  return readings.length === 1 ? readings[0]! : tail;
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
  const body = normalized.replace(/^\u001d+/, "").replace(/\u001d+$/, "");
  const elements = body.startsWith("(") ? splitBracketed(body) : splitElementString(body, now);
  if (typeof elements === "string") return { ok: false, reason: elements };
  if (elements.length === 0) return { ok: false, reason: "no GS1 element" };
  for (const { ai, value } of elements) {
    const found = findAi(ai);
    if (!found || found.ai !== ai) return { ok: false, reason: `(${ai}) is no GS1 AI this app knows` };
    const problem = checkValue(ai, found.definition, value, now);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, data: interpret(elements, now) };
}
