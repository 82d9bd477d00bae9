// The one schema of free text typed or scanned into the app: it refuses
// control characters and unpaired surrogates with a 400 naming the field, so
// no such value reaches the upstream or the audit trail (PostgreSQL refuses a
// NUL in text and an unpaired surrogate in JSON, after the write was made).
import { z } from "zod";

/** C0 and C1 control characters and DEL; tab, line feed and carriage return are allowed in multi-line text. */
const singleLineControl = /[\u0000-\u001f\u007f-\u009f]/;
const multiLineControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const controlCharacterMessage = "must not hold control characters";
export const surrogateMessage = "holds a broken character (an unpaired surrogate)";

/** True when the text holds no control character (but tab and newlines when multi-line) and no unpaired surrogate. */
export function isCleanText(text: string, isMultiLine = false): boolean {
  return !(isMultiLine ? multiLineControl : singleLineControl).test(text) && !unpairedSurrogate.test(text);
}

const withChecks = (schema: z.ZodString, control: RegExp) =>
  schema
    .refine((text) => !control.test(text), { message: controlCharacterMessage, abort: true })
    .refine((text) => !unpairedSurrogate.test(text), { message: surrogateMessage, abort: true });

/** A name, a code, a search, a barcode: one line, no control characters, no unpaired surrogates. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  withChecks(z.string(params), singleLineControl);

/** A remark or a reason: tab and newlines are allowed, other control characters and unpaired surrogates not. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  withChecks(z.string(params), multiLineControl);
