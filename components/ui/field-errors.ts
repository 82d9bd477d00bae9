// A form's errors, one message a field: from the same zod schema the server
// checks with (its issues, as z.flattenError groups them), or from the server's 400 answer. A field's
// errors are keyed by the first part of their path ("roles.0" is "roles"); a
// named part below it ("descriptions.nl") leads its message, so the message
// still says which one is wrong. "form" holds what belongs to no one field.
// Schemas and the server word their messages as fragments ("give a code"):
// shown, each reads as a sentence ("Give a code.").
// Only zod's types: its full build (31 KB gzip) stays off the floor tablets' first load.
import type { z } from "zod";
import { ApiError } from "@/lib/http/fetch-json";

export type FieldErrors = Partial<Record<string, string>>;

/** "give a code" → "Give a code."; a message that ends in . ! ? or … keeps its ending. */
export function asSentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const capital = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

function withNamedPart([, ...below]: readonly PropertyKey[], message: string): string {
  const named = below.filter((part) => typeof part === "string" && !/^\d+$/.test(part)).join(".");
  return named ? `${named}: ${asSentence(message)}` : asSentence(message);
}

/**
 * The first message per field (path[0]), and "form" for an issue of the whole
 * input; `describe` words an issue for the screen (validation-messages.ts:
 * what to type, in the employee's language), else the schema's message stands.
 */
export function fieldErrorsOf(
  error: Pick<z.ZodError, "issues">,
  describe: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [first] = issue.path;
    const field = first === undefined ? "form" : String(first);
    errors[field] ??= withNamedPart(issue.path, describe(issue));
  }
  return errors;
}

/** The server's field errors ("input" is the whole form), or its sentence, or `offline` when no answer came. */
export function fieldErrorsOfAnswer(error: unknown, offline: string): FieldErrors {
  if (!(error instanceof ApiError)) return { form: offline };
  const errors: FieldErrors = {};
  for (const [key, [message] = []] of Object.entries(error.problem.errors ?? {})) {
    const path = key.split(".");
    const field = path[0] === "input" || !path[0] ? "form" : path[0];
    if (message) errors[field] ??= withNamedPart(path, message);
  }
  return Object.keys(errors).length
    ? errors
    : { form: asSentence(error.problem.detail ?? error.problem.title ?? offline) };
}
