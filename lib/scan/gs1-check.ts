// Checks one AI's data against its format (gs1-ai-table.ts): the length of
// each component, its character set, check digit and date. It reads a span of
// a scanned text whose character runs are counted once, so that the splitter
// can try another end of a variable-length field in a few comparisons
// (docs/scanning.md, "GS1 labels").
import type { AiComponent, AiDefinition, CharacterSet } from "./gs1-ai-table";
import { gtinCheckDigit } from "./gtin";

const isDigit = (code: number) => code >= 48 && code <= 57;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/** GS1's character sets: 82 (! " % & ' ( ) * + , - . / 0-9 : ; < = > ? A-Z _ a-z), 39, and base64url. */
const isInSet: Record<CharacterSet, (code: number) => boolean> = {
  N: isDigit,
  X: (code) =>
    code === 33 || code === 34 || (code >= 37 && code <= 63) || isUpper(code) || code === 95 || isLower(code),
  Y: (code) => code === 35 || code === 45 || code === 47 || isDigit(code) || isUpper(code),
  Z: (code) => isDigit(code) || isUpper(code) || isLower(code) || code === 45 || code === 95,
};
const characterSets = Object.keys(isInSet) as CharacterSet[];

/** A scanned text with, per position and character set, how many characters from there belong to it. */
export type ScannedText = { text: string; runs: Record<CharacterSet, Int32Array> };

export function scannedText(text: string): ScannedText {
  const runs = Object.fromEntries(
    characterSets.map((set) => [set, new Int32Array(text.length + 1)]),
  ) as Record<CharacterSet, Int32Array>;
  for (let at = text.length - 1; at >= 0; at--) {
    const code = text.charCodeAt(at);
    for (const set of characterSets) runs[set][at] = isInSet[set](code) ? runs[set][at + 1]! + 1 : 0;
  }
  return { text, runs };
}

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

/** How long each component is for data of `length`, or null when no split of that length fits. */
function componentLengths(components: AiComponent[], length: number): number[] | null {
  const lengths: number[] = [];
  let left = length;
  for (const component of components) {
    if (left === 0 && component.isOptional) break;
    const taken = Math.min(left, component.maxLength);
    if (taken < Math.max(component.minLength, 1)) return null;
    lengths.push(taken);
    left -= taken;
  }
  return left === 0 ? lengths : null;
}

/** base64url may end in one or two "=" when the whole is a multiple of three long. */
function isInCharacterSet(scanned: ScannedText, set: CharacterSet, start: number, end: number): boolean {
  let dataEnd = end;
  if (set === "Z") {
    while (dataEnd > start && end - dataEnd < 3 && scanned.text[dataEnd - 1] === "=") dataEnd--;
    if (dataEnd < end && (end - dataEnd > 2 || (end - start) % 3 !== 0)) return false;
  }
  return scanned.runs[set][start]! >= dataEnd - start;
}

function failedCheck(check: string, part: string, now: Date): boolean {
  if (check === "csum") return gtinCheckDigit(part.slice(0, -1)) !== Number(part.at(-1));
  const date = gs1Date(part, now);
  return date === null || (check === "yymmdd" && part.endsWith("00"));
}

/** What is wrong with `text[start, end)` as the data of `ai`, or null when it holds. */
export function problemOfValue(
  ai: string,
  definition: AiDefinition,
  scanned: ScannedText,
  start: number,
  end: number,
  now: Date,
): string | null {
  const length = end - start;
  if (length <= 0) return `(${ai}) has no data`;
  if (definition.fixedLength !== null && length !== definition.fixedLength) {
    return `(${ai}) needs ${definition.fixedLength} characters, not ${length}`;
  }
  if (length > definition.maxLength) return `(${ai}) is longer than ${definition.maxLength}`;
  if (length < definition.minLength) return `(${ai}) needs at least ${definition.minLength} characters`;
  const lengths = componentLengths(definition.components, length);
  if (!lengths) return `(${ai}) cannot be ${length} characters long`;
  let at = start;
  for (const [index, componentLength] of lengths.entries()) {
    const { characterSet } = definition.components[index]!;
    if (!isInCharacterSet(scanned, characterSet, at, at + componentLength)) {
      return `(${ai}) has a character it may not hold`;
    }
    at += componentLength;
  }
  at = start;
  for (const [index, componentLength] of lengths.entries()) {
    const part = scanned.text.slice(at, at + componentLength);
    const failed = definition.components[index]!.checks.find((check) => failedCheck(check, part, now));
    if (failed) {
      const value = scanned.text.slice(start, end);
      return failed === "csum" ? `(${ai}) ${value} has a wrong check digit` : `(${ai}) ${value} is no date`;
    }
    at += componentLength;
  }
  return null;
}
