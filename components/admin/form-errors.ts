// Field errors keyed by the form's field: "roles.0" (a bad item of a list) is
// shown at "roles"; "descriptions.en" keeps its own field.
import type { ZodError } from "zod";
import { fieldErrorsOfResponse, type FieldErrors } from "@/components/admin/workflow/field-errors";

const fieldOf = (path: string) => path.replace(/\.\d+(\..*)?$/, "");

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldOf(issue.path.join(".")) || "form"] ??= issue.message;
  return errors;
}

export function fieldErrorsOfAnswer(error: unknown, offline: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOfResponse(error, offline))) {
    errors[key === "input" ? "form" : fieldOf(key)] ??= message;
  }
  return errors;
}

export type { FieldErrors };
