// A claimed Idempotency-Key as the route holds it while it runs: the upstream
// writes it has recorded, and the answers not yet stored on its row.
import { sql } from "drizzle-orm";
import { idempotencyKeys } from "@/lib/db/schema";

/**
 * An upstream write of a claim (numbered in the order the route started it):
 * "sent" is recorded before it goes, "done" with its answer or "failed" after.
 * A "sent" with nothing after it was cut off by a killed server: whether the
 * upstream made it is not known. (An entry without a state is "done".)
 */
export type RecordedWrite = {
  index: number;
  operation: string;
  /** "read": an upstream read made before a write, replayed by a retry (lib/idempotency/recording-step.ts). */
  state?: "sent" | "done" | "failed" | "read";
  /** A read's input, hashed: replayed only for the same input. */
  inputHash?: string;
  output?: unknown;
};

/**
 * A claimed key: settle it with the answer once the write is done. A claim
 * taken over from a killed server carries the upstream writes it had made.
 */
export type IdempotencyClaim = {
  employeeId: number;
  key: string;
  recordedWrites: RecordedWrite[];
  /** Some upstream write of this claim is known to be made (set as they are). */
  hasWritten: boolean;
  /**
   * Answers of upstream writes ("done" or "failed") not stored yet: they go
   * with the claim's next statement (the next write's "sent", or the settle),
   * one statement fewer per write.
   */
  unrecorded: RecordedWrite[];
  /** Stops renewing the claim's lease (when it is settled). */
  stopRenewing: () => void;
};

export const claimOf = (
  employeeId: number,
  key: string,
  recordedWrites: RecordedWrite[],
): IdempotencyClaim => ({
  employeeId,
  key,
  recordedWrites,
  hasWritten: recordedWrites.some((write) => (write.state ?? "done") === "done"),
  unrecorded: [],
  stopRenewing: () => {},
});

/** The claim's answers not stored yet, appended to its row's upstream writes (taken off the claim). */
export function takeUnrecorded(claim: IdempotencyClaim) {
  const set = unrecordedOf(claim);
  claim.unrecorded.length = 0;
  return set;
}

/** The same, leaving them with the claim: for a statement whose transaction may yet roll back. */
export function unrecordedOf(claim: IdempotencyClaim) {
  const writes = claim.unrecorded;
  return writes.length
    ? { upstreamWrites: sql`${idempotencyKeys.upstreamWrites} || ${JSON.stringify(writes)}::jsonb` }
    : {};
}
