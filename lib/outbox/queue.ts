// The tablet outbox's rules, as pure functions: what a write kept on the tablet
// holds, which one goes next (the employee's own, in the order made), and what
// an answer means for it (done, try again later, or a conflict to show).
import { z } from "zod";

export const outboxKinds = [
  "pack",
  "pallet",
  "takeOff",
  "undo",
  "addPackage",
  "advance",
  "start",
  "finish",
  "problem",
  "match",
  "unmatch",
  "defect",
  "repair",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxEntrySchema = z.object({
  /** The Idempotency-Key sent with every attempt; also the entry's id. */
  key: z.string().min(1),
  /** Order made on this tablet (a clock reading made unique). */
  seq: z.number(),
  employeeId: z.number().int(),
  createdAt: z.string(),
  method: z.enum(["POST", "PUT", "PATCH", "DELETE"]),
  url: z.string().startsWith("/api/"),
  /** JSON body, or the fields of a multipart form without a file. */
  body: z.unknown().optional(),
  isForm: z.boolean().default(false),
  kind: z.enum(outboxKinds),
  /** What the write is about, for people: a barcode, a job ticket, a material. */
  subject: z.string(),
  state: z.enum(["pending", "conflict"]),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  conflict: z.object({ reason: z.string(), detail: z.string().nullable() }).nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

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

const problemSchema = z.object({ title: z.string().optional(), detail: z.string().optional() }).passthrough();

const packAnswerSchema = z.object({
  outcome: z.string(),
  packedBy: z.string().nullable().optional(),
  packedAt: z.string().optional(),
  barcode: z.string().optional(),
});

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
  const problem = problemSchema.safeParse(body);
  const { title, detail } = problem.success ? problem.data : {};
  const summary = [title, detail].filter(Boolean).join(": ") || `HTTP ${status}`;
  if (status === 409 && isInProgress({ title, detail })) return { verdict: "retry", error: summary };
  if (retryStatuses.has(status)) return { verdict: "retry", error: summary };
  return { verdict: "conflict", reason: title ?? `HTTP ${status}`, detail: detail ?? null };
}

function classifySuccess(entry: Pick<OutboxEntry, "kind">, body: unknown, me: string): Verdict {
  if (entry.kind !== "pack" && entry.kind !== "pallet") return { verdict: "done" };
  const answer = packAnswerSchema.safeParse(body);
  if (!answer.success) return { verdict: "done" };
  switch (answer.data.outcome) {
    case "already-packed":
      // The same employee's own earlier write (a repeat of a scan): nothing was lost.
      if (answer.data.packedBy === me) return { verdict: "done" };
      return {
        verdict: "conflict",
        reason: "already-packed",
        detail: [answer.data.packedBy, answer.data.packedAt].filter(Boolean).join(", ") || null,
      };
    case "unknown":
    case "choose":
      return { verdict: "conflict", reason: answer.data.outcome, detail: answer.data.barcode ?? null };
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
