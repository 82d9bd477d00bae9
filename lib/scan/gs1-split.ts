// Splits a GS1 element string without brackets into its AIs, in time linear in
// its length (times the longest AI data, 90): each position is read once, from
// the end back, so a label that once took the server minutes reads in well
// under a millisecond. How and why: docs/scanning.md, "GS1 labels".
import { findAi } from "./gs1-ai-table";
import { problemOfValue, scannedText } from "./gs1-check";

export const groupSeparator = "\u001d";

export type Gs1Element = { ai: string; value: string };

/** How the text from one position on reads: its first element and where the next starts, or why not. */
type Reading = { next: number; element: Gs1Element | null } | { problem: string };

/**
 * An AI whose data has a fixed length ends where that length says (a lost GS
 * after it does no harm); a variable-length one at the next GS or the end.
 * Each value is checked as it is read; a problem is the answer.
 *
 * A reader that drops FNC1 runs a variable-length value into the next AI:
 * "10LOT42" + "8001…" reads as one lot that does not hold. Then each shorter
 * end of that value, no longer than the AI allows, is tried once; when exactly
 * one leaves a rest that reads as valid GS1 it is taken, when two do the label
 * is refused. A value that reads as it is is never split.
 *
 * How the rest from a position reads is worked out once per position (from
 * the end back), so a way back costs a look-up, not a new parse.
 */
export function splitElementString(text: string, now: Date): Gs1Element[] | string {
  const scanned = scannedText(text);
  const length = text.length;
  const readings: Reading[] = new Array<Reading>(length + 1);
  readings[length] = { next: length, element: null };
  const nextSeparator = new Int32Array(length + 1).fill(length);
  for (let at = length - 1; at >= 0; at--) {
    nextSeparator[at] = text[at] === groupSeparator ? at : nextSeparator[at + 1]!;
  }
  const holds = (at: number) => "next" in readings[at]!;
  const problemAt = (at: number) => {
    const reading = readings[at]!;
    return "problem" in reading ? reading.problem : null;
  };

  for (let at = length - 1; at >= 0; at--) {
    if (text[at] === groupSeparator) {
      readings[at] = holds(at + 1) ? { next: at + 1, element: null } : readings[at + 1]!;
      continue;
    }
    readings[at] = readingAt(at);
  }

  function readingAt(at: number): Reading {
    const found = findAi(text.slice(at, at + 4));
    if (!found) return { problem: `no GS1 AI at "${text.slice(at, at + 4)}"` };
    const { ai, definition } = found;
    const start = at + ai.length;
    const element = (end: number) => ({ ai, value: text.slice(start, end) });
    if (definition.fixedLength !== null) {
      const end = Math.min(start + definition.fixedLength, length);
      const problem = problemOfValue(ai, definition, scanned, start, end, now);
      if (problem) return { problem };
      return holds(end) ? { next: end, element: element(end) } : readings[end]!;
    }
    const segmentEnd = nextSeparator[start]!;
    const problem = problemOfValue(ai, definition, scanned, start, segmentEnd, now);
    if (!problem && holds(segmentEnd)) return { next: segmentEnd, element: element(segmentEnd) };
    const why = problem ?? problemAt(segmentEnd)!;
    let taken: number | null = null;
    for (let end = Math.min(segmentEnd - 1, start + definition.maxLength); end > start; end--) {
      if (!holds(end) || problemOfValue(ai, definition, scanned, start, end, now)) continue;
      if (taken !== null) return { problem: why };
      taken = end;
    }
    return taken === null ? { problem: why } : { next: taken, element: element(taken) };
  }

  const elements: Gs1Element[] = [];
  for (let at = 0; at < length;) {
    const reading = readings[at]!;
    if ("problem" in reading) return reading.problem;
    if (reading.element) elements.push(reading.element);
    at = reading.next;
  }
  return elements;
}
