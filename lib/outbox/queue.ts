// The tablet outbox's rules, as pure functions: what a write kept on the tablet
// holds, which one goes next (the employee's own, in the order made), and what
// an answer means for it (done, try again later, or a conflict to show).
import type { OutboxEntry } from "./entry-schema";
import { outboxKinds } from "./kinds";

export type { OutboxEntry } from "./entry-schema";
export { outboxKinds, type OutboxKind } from "./kinds";

export type NewOutboxWrite = Pick<OutboxEntry, "method" | "url" | "body" | "kind" | "subject"> & {
  isForm?: boolean;
};

export function makeEntry(
  write: NewOutboxWrite,
  at: { key: string; seq: number; employeeId: number; now: Date },
): OutboxEntry {
  return {
    ...write,
    isForm: write.isForm ?? false,
    key: at.key,
    seq: at.seq,
    employeeId: at.employeeId,
    createdAt: at.now.toISOString(),
    state: "pending",
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
    conflict: null,
  };
}

const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

/** The employee's pending writes in the order made; another employee's wait for their own session. */
export function pendingOf(entries: readonly OutboxEntry[], employeeId: number): OutboxEntry[] {
  return entries.filter((e) => e.state === "pending" && e.employeeId === employeeId).sort(bySeq);
}

export function nextToSend(entries: readonly OutboxEntry[], employeeId: number): OutboxEntry | null {
  return pendingOf(entries, employeeId)[0] ?? null;
}

export type OutboxCounts = { mine: number; others: number; conflicts: number };

export function countEntries(entries: readonly OutboxEntry[], employeeId: number | null): OutboxCounts {
  const counts: OutboxCounts = { mine: 0, others: 0, conflicts: 0 };
  for (const entry of entries) {
    const isMine = entry.employeeId === employeeId;
    if (entry.state === "conflict") {
      if (isMine) counts.conflicts++;
    } else if (isMine) counts.mine++;
    else counts.others++;
  }
  return counts;
}

/** What the app's server (or the lack of it) answered to one attempt. */
export type Attempt =
  | { kind: "network"; message: string }
  | {
      kind: "answer";
      status: number;
      /** The ProblemDetails of a failure, or the JSON answer of a success. */
      body: unknown;
    };

export type Verdict =
  | { verdict: "done" }
  | { verdict: "retry"; error: string }
  | { verdict: "conflict"; reason: string; detail: string | null };

// Answers and stored entries are read with small checks rather than zod, which
// would be 30 KB more in the first download of every floor page.
type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === "string";
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

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

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A write read back from the tablet's storage, as outboxEntrySchema
 * (entry-schema.ts) would parse it; null for a record that no longer reads as
 * an entry (an older version).
 */
export function readOutboxEntry(value: unknown): OutboxEntry | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const conflict = f.conflict === null ? null : fieldsOf(f.conflict);
  const isValid =
    typeof f.key === "string" &&
    f.key.length > 0 &&
    Number.isFinite(f.seq) &&
    Number.isSafeInteger(f.employeeId) &&
    typeof f.createdAt === "string" &&
    isOneOf(["POST", "PUT", "PATCH", "DELETE"] as const, f.method) &&
    typeof f.url === "string" &&
    f.url.startsWith("/api/") &&
    (f.isForm === undefined || typeof f.isForm === "boolean") &&
    isOneOf(outboxKinds, f.kind) &&
    typeof f.subject === "string" &&
    isOneOf(["pending", "conflict"] as const, f.state) &&
    isCount(f.attempts) &&
    isNullableString(f.lastError) &&
    isNullableString(f.lastAttemptAt) &&
    (f.conflict === null ||
      (conflict !== null && typeof conflict.reason === "string" && isNullableString(conflict.detail)));
  if (!isValid) return null;
  return {
    key: f.key as string,
    seq: f.seq as number,
    employeeId: f.employeeId as number,
    createdAt: f.createdAt as string,
    method: f.method as OutboxEntry["method"],
    url: f.url as string,
    ...("body" in f ? { body: f.body } : {}),
    isForm: (f.isForm as boolean | undefined) ?? false,
    kind: f.kind as OutboxEntry["kind"],
    subject: f.subject as string,
    state: f.state as OutboxEntry["state"],
    attempts: f.attempts as number,
    lastError: f.lastError as string | null,
    lastAttemptAt: f.lastAttemptAt as string | null,
    conflict: conflict && { reason: conflict.reason as string, detail: conflict.detail as string | null },
  };
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

/** The outcome of a failed attempt on the entry: kept pending with the error, or moved to conflicts. */
export function applyVerdict(entry: OutboxEntry, verdict: Verdict, now: Date): OutboxEntry | null {
  const tried = { ...entry, attempts: entry.attempts + 1, lastAttemptAt: now.toISOString() };
  switch (verdict.verdict) {
    case "done":
      return null;
    case "retry":
      return { ...tried, lastError: verdict.error };
    case "conflict":
      return {
        ...tried,
        state: "conflict",
        lastError: null,
        conflict: { reason: verdict.reason, detail: verdict.detail },
      };
  }
}

/** Wait before the next ping of the server: 1 s, doubling, at most 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures));
}
