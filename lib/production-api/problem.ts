// ProblemDetails as the upstream sends them (RFC 7807 plus `errors`), read tolerantly.
import { z } from "zod";

export const problemDetailsSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
});

export type ProblemDetails = z.infer<typeof problemDetailsSchema>;

/** Field errors as a map of field → messages, whatever shape the upstream used. */
export function fieldErrorsOf(problem: ProblemDetails): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(problem.errors ?? {})) {
    errors[field] = Array.isArray(messages) ? messages : [messages];
  }
  return errors;
}
