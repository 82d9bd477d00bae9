// A route's input: the JSON body (at most 100,000 characters unless the route says more, valid JSON) and
// its params, query and body parsed with the route's zod schemas.
import type { z } from "zod";
import { AppError } from "@/lib/errors";

export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** No screen sends more than a few kilobytes. */
const maxBodyChars = 100_000;

/** A body's text as JSON (an empty body is `{}`); 400 when it is too large or not JSON. */
export function parseJsonText(text: string, maxChars = maxBodyChars): unknown {
  if (!text.trim()) return {};
  if (text.length > maxChars) {
    throw new AppError("invalid_input", "Invalid input", "The body is too large.", {
      body: ["The body is too large"],
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_input", "Invalid input", "The body is not valid JSON.", {
      body: ["The body is not valid JSON"],
    });
  }
}

export const parseWith = <S extends z.ZodType | undefined>(schema: S | undefined, raw: unknown) =>
  (schema ? schema.parse(raw) : undefined) as Parsed<S>;
