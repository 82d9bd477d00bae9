// The gateway step of a request that claimed an Idempotency-Key: each
// upstream write is recorded on the claim before it is sent and again with its
// answer (stored with the claim's next statement), so a retry that takes over a
// claim left by a killed server (or by a write whose own rows could not be kept,
// lib/route/end-write.ts) replays the writes' answers instead of writing again.
// The reads the first attempt made ride along with those statements, and the
// retry is answered them too: it sees what the first attempt saw, so it takes
// the same path to the same writes (a pack scan still finds its package
// unpacked) and writes the request's own rows. Reads it did not record are made
// afresh. A write the killed server had sent without hearing the answer may or
// may not have been made: the retry says so (409) instead of writing it again.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { writeOne } from "@/lib/db/write-together";
import { idempotencyKeys } from "@/lib/db/schema";
import type { GatewayStep } from "@/lib/production-api/gateway";
import { parseOutput } from "@/lib/production-api/http";
import { AppError } from "@/lib/errors";
import { takeUnrecorded, type IdempotencyClaim, type RecordedWrite } from "./claim";

/** A read whose answer is larger than this is not kept for a retry (it is read afresh). */
const maxKeptReadChars = 32_000;

const hashOf = (input: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(input ?? null))
    .digest("base64url");

export function recordingStep(db: Database, claim: IdempotencyClaim): GatewayStep {
  const where = and(eq(idempotencyKeys.employeeId, claim.employeeId), eq(idempotencyKeys.key, claim.key));
  const isRead = (entry: RecordedWrite) => entry.state === "read";
  const recorded = new Map(claim.recordedWrites.filter((w) => !isRead(w)).map((w) => [w.index, w]));
  const recordedReads = new Map(claim.recordedWrites.filter(isRead).map((r) => [r.index, r]));
  let next = 0;
  let nextRead = 0;
  // "sent" is stored before the write goes, with the answers of earlier writes not stored yet.
  const recordSent = async (write: RecordedWrite) => {
    claim.unrecorded.push(write);
    await writeOne(db, db.update(idempotencyKeys).set(takeUnrecorded(claim)).where(where));
  };
  // An answer waits for the claim's next statement (the next "sent" or the
  // settle, a few milliseconds later): a server killed in between leaves the
  // write "sent", which a retry reports as "may have been made" (never twice).
  const recordAnswer = (write: RecordedWrite) => {
    claim.unrecorded.push(write);
  };
  return async ({ operation, input, isWrite }, send) => {
    if (!isWrite) {
      // Numbered in the order the route starts them, as the writes are.
      const index = nextRead++;
      const inputHash = hashOf(input);
      const earlier = recordedReads.get(index);
      if (earlier?.operation === operation && earlier.inputHash === inputHash)
        return parseOutput(operation, earlier.output ?? undefined);
      const output = await send();
      if ((JSON.stringify(output ?? null) ?? "").length <= maxKeptReadChars)
        recordAnswer({ index, operation, state: "read", inputHash, output: output ?? null });
      return output;
    }
    // Numbered in the order the route starts them, the same for the same request.
    const index = next++;
    const earlier = recorded.get(index);
    if (earlier?.operation === operation) {
      if (earlier.state === "sent") {
        throw new AppError(
          "conflict",
          "This change may have been made already",
          "The server stopped while it sent this change to the production system, so whether it was made is not known. Check before doing it again.",
        );
      }
      // The answer stored with the claim, read again with the operation's schema.
      if (earlier.state !== "failed") return parseOutput(operation, earlier.output ?? undefined);
    }
    await recordSent({ index, operation, state: "sent" });
    try {
      const output = await send();
      claim.hasWritten = true;
      recordAnswer({ index, operation, state: "done", output: output ?? null });
      return output;
    } catch (error) {
      recordAnswer({ index, operation, state: "failed" });
      throw error;
    }
  };
}
