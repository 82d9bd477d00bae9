// Field errors of a form, from the same zod schema the server uses or from the server's 400 answer.
import type { ZodError } from "zod";
import { ApiError } from "@/lib/http/fetch-json";

export type FieldErrors = Record<string, string>;

export function fieldErrorsOfZod(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export function fieldErrorsOfResponse(error: unknown, offline: string): FieldErrors {
  if (!(error instanceof ApiError)) return { form: offline };
  const fields = Object.fromEntries(
    Object.entries(error.problem.errors ?? {}).flatMap(([key, messages]) =>
      messages[0] ? [[key, messages[0]]] : [],
    ),
  );
  return Object.keys(fields).length
    ? fields
    : { form: error.problem.detail ?? error.problem.title ?? offline };
}

/** "100, 290" → [100, 290]; anything not a number stays NaN for the schema to name. */
export const numbersOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

export const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));
