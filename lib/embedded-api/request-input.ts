// An operation's raw input: its query parameters (names matched without case)
// or its JSON body (at most 1 MB), before the contract's schema parses it.
import { z } from "zod";
import { EmbeddedApiError } from "./errors";

const maxBodyBytes = 1_000_000;

/** Per query schema, its field names by their lower case (made once). */
const fieldsByLowerCase = new WeakMap<z.ZodType, Map<string, string>>();

/** Query parameter names are matched case-insensitively against the schema's fields. */
export function queryInput(searchParams: URLSearchParams, schema: z.ZodType): Record<string, string> {
  let byLower = fieldsByLowerCase.get(schema);
  if (!byLower) {
    const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    byLower = new Map(fields.map((f) => [f.toLowerCase(), f]));
    fieldsByLowerCase.set(schema, byLower);
  }
  const input: Record<string, string> = {};
  for (const [key, value] of searchParams) {
    const field = byLower.get(key.toLowerCase());
    if (field && !(field in input)) input[field] = value;
  }
  return input;
}

/** A request body's JSON; 400 when it is too large, empty or not JSON. */
export function bodyInput(text: string): unknown {
  if (text.length > maxBodyBytes)
    throw new EmbeddedApiError(400, "Invalid request", "the body is larger than 1 MB");
  if (!text.trim())
    throw new EmbeddedApiError(400, "Invalid request", "the request needs a JSON body", {
      body: ["required"],
    });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EmbeddedApiError(400, "Invalid request", "the body is not valid JSON", {
      body: ["not valid JSON"],
    });
  }
}
