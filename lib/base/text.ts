// The one schema of free text typed or scanned into the app: it refuses
// control characters and unpaired surrogates with a 400 naming the field, so
// no such value reaches the upstream or the audit trail (PostgreSQL refuses a
// NUL in text and an unpaired surrogate in JSON, after the write was made).
// Line separators and text-direction controls are refused too: a name with a
// U+2028 breaks a label's or a CSV's line, and a right-to-left override makes
// a name read differently from what it holds (docs/security.md, "Text").
import { z } from "zod";

/**
 * Characters that steer how text is laid out rather than being text: the
 * Arabic letter mark, the left-to-right and right-to-left marks, the line and
 * paragraph separators, the embeddings and overrides (U+202A–U+202E) and the
 * isolates (U+2066–U+2069).
 */
const layoutControls = "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069";
/** C0 and C1 control characters, DEL and the layout controls. */
const singleLineControl = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${layoutControls}]`);
/** As above, but tab, line feed and carriage return: the newlines of multi-line text. */
const multiLineControl = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${layoutControls}]`,
);
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const controlCharacterMessage = "must not hold control characters";
export const surrogateMessage = "holds a broken character (an unpaired surrogate)";

/** True when the text holds no control or layout character (but tab and newlines when multi-line) and no unpaired surrogate. */
export function isCleanText(text: string, isMultiLine = false): boolean {
  return !(isMultiLine ? multiLineControl : singleLineControl).test(text) && !unpairedSurrogate.test(text);
}

const withChecks = (schema: z.ZodString, control: RegExp) =>
  schema
    .refine((text) => !control.test(text), { message: controlCharacterMessage, abort: true })
    .refine((text) => !unpairedSurrogate.test(text), { message: surrogateMessage, abort: true });

/** A name, a code, a search, a barcode: one line, no control or layout characters, no unpaired surrogates. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  withChecks(z.string(params), singleLineControl);

/** A remark or a reason: tab, line feed and carriage return are allowed; other control and layout characters and unpaired surrogates not. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  withChecks(z.string(params), multiLineControl);
