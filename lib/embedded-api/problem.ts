// ProblemDetails answers of the embedded production API, and the database
// errors (a missing reference, a duplicate key) that have a problem of their own.
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

export type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

/** A ProblemDetails answer: its status, headers and JSON text. */
export function problemAnswer(p: Problem, instance: string, headers: Record<string, string> = {}) {
  const slug = p.title.toLowerCase().replace(/[^a-z]+/g, "-");
  return {
    status: p.status,
    headers: { "content-type": "application/problem+json", ...headers },
    text: JSON.stringify({
      type: `urn:production-api:problem:${slug}`,
      title: p.title,
      status: p.status,
      detail: p.detail,
      instance,
      ...(p.errors ? { errors: p.errors } : {}),
    }),
  };
}

export function problem(p: Problem, instance: string, headers: Record<string, string> = {}): Response {
  const answer = problemAnswer(p, instance, headers);
  return new Response(answer.text, answer);
}

export function databaseProblem(error: unknown): Problem | undefined {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? String(e.code) : undefined);
  const state = code(error) ?? code((error as { cause?: unknown } | null)?.cause);
  if (state === "23503")
    return { status: 404, title: "Not found", detail: "a record the request refers to does not exist" };
  if (state === "23505")
    return { status: 409, title: "Conflict", detail: "a record with that key already exists" };
  if (isDatabaseUnavailable(error))
    return { status: 503, title: "Service unavailable", detail: "the database is not reachable" };
  return undefined;
}
