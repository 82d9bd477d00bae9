// What one attempt at sending a kept write means for it: done, try again
// later with the same key, or a conflict the employee must see.
import type { OutboxEntry } from "./entry-schema";
import { fieldsOf, isNullableString, isOptionalString } from "./read-entry";

/** What the app's server (or the lack of it) answered to one attempt. */
export type Attempt =
  | { kind: "network"; message: string }
  | {
      kind: "answer";
      status: number;
      /** The ProblemDetails of a failure, or the JSON answer of a success. */
      body: unknown;
    };

/** The JSON of an answer's text; null when it is not JSON (a balancer's HTML error page). */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export type Verdict =
  | { verdict: "done" }
  | { verdict: "retry"; error: string }
  | { verdict: "conflict"; reason: string; detail: string | null };

/** The title and detail of a ProblemDetails body; none when they are not text. */
function readProblem(body: unknown): { title?: string; detail?: string } {
  const fields = fieldsOf(body);
  if (!fields || !isOptionalString(fields.title) || !isOptionalString(fields.detail)) return {};
  return { title: fields.title, detail: fields.detail };
}

type PackAnswer = { outcome: string; packedBy?: string | null; packedAt?: string; barcode?: string };

/** What a pack or pallet answer says about its outcome; null when it is not such an answer. */
function readPackAnswer(body: unknown): PackAnswer | null {
  const fields = fieldsOf(body);
  if (!fields || typeof fields.outcome !== "string") return null;
  const { outcome, packedBy, packedAt, barcode } = fields;
  if (!(packedBy === undefined || isNullableString(packedBy))) return null;
  if (!isOptionalString(packedAt) || !isOptionalString(barcode)) return null;
  return { outcome, packedBy, packedAt, barcode };
}

/** Statuses that say "not now" rather than "no": the write may go again with the same key. */
const retryStatuses = new Set([401, 408, 425, 429, 502, 503, 504]);

/**
 * A 409 from the idempotency layer while the first request with this key is
 * still running ("This change is still in progress", naming the
 * Idempotency-Key). Not a station's "not waiting for or in progress here".
 */
function isInProgress(problem: { title?: string; detail?: string }): boolean {
  return /still in progress/i.test(problem.title ?? "") || /idempotency-key/i.test(problem.detail ?? "");
}

/**
 * The meaning of an attempt. A refusal because the target changed (409, 404,
 * an already packed package that someone else packed) is a conflict: never
 * sent again by itself. `me` is the employee's display name, which the pack
 * answer names as the packer when this app packed it.
 */
export function classifyAttempt(entry: Pick<OutboxEntry, "kind">, attempt: Attempt, me: string): Verdict {
  if (attempt.kind === "network") return { verdict: "retry", error: attempt.message };
  const { status, body } = attempt;
  if (status >= 200 && status < 300) return classifySuccess(entry, body, me);
  const { title, detail } = readProblem(body);
  const summary = [title, detail].filter(Boolean).join(": ") || `HTTP ${status}`;
  if (status === 409 && isInProgress({ title, detail })) return { verdict: "retry", error: summary };
  if (retryStatuses.has(status)) return { verdict: "retry", error: summary };
  return { verdict: "conflict", reason: title ?? `HTTP ${status}`, detail: detail ?? null };
}

function classifySuccess(entry: Pick<OutboxEntry, "kind">, body: unknown, me: string): Verdict {
  if (entry.kind !== "pack" && entry.kind !== "pallet") return { verdict: "done" };
  const answer = readPackAnswer(body);
  if (!answer) return { verdict: "done" };
  switch (answer.outcome) {
    case "already-packed":
      // The same employee's own earlier write (a repeat of a scan): nothing was lost.
      if (answer.packedBy === me) return { verdict: "done" };
      return {
        verdict: "conflict",
        reason: "already-packed",
        detail: [answer.packedBy, answer.packedAt].filter(Boolean).join(", ") || null,
      };
    case "unknown":
    case "choose":
      return { verdict: "conflict", reason: answer.outcome, detail: answer.barcode ?? null };
    default:
      return { verdict: "done" };
  }
}
