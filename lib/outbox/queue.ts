// The tablet outbox's rules, as pure functions: what a write kept on the tablet
// holds, which one goes next (the employee's own, in the order made), and what
// an answer's verdict (verdict.ts) does to it.
import type { OutboxEntry } from "./entry-schema";
import type { Verdict } from "./verdict";

export type { OutboxEntry } from "./entry-schema";
export { outboxKinds, type OutboxKind } from "./kinds";
export { readOutboxEntry } from "./read-entry";
export { classifyAttempt, type Attempt, type Verdict } from "./verdict";
export { countEntries, type OutboxCounts } from "./counts";

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
