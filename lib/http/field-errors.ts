// Field → messages of a ZodError, as every ProblemDetails of this app (and of
// its embedded stand-ins) carries them: zod's own flattening, with the issues
// about the whole input under one name.
import { z } from "zod";

export function fieldErrorsOf(error: z.ZodError, wholeInput = "input"): Record<string, string[]> {
  // Typed as an object's error: its fields are the first segment of each issue's path.
  const { formErrors, fieldErrors } = z.flattenError(error as z.ZodError<Record<string, unknown>>);
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries<string[] | undefined>(fieldErrors)) {
    if (messages?.length) errors[field] = messages;
  }
  if (formErrors.length) errors[wholeInput] = formErrors;
  return errors;
}
