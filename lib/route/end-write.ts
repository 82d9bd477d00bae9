// The end of a write (docs/idempotency-and-outbox.md, "One transaction a
// write"): the handler's own rows (a scan's pack events), the Idempotency-Key's
// stored answer and the audit row's outcome are written in one transaction, so
// they stand together or not at all. When that transaction fails, the upstream
// change has been made but nothing here says so: the answer is a 503 and the
// claim is released with its recorded upstream writes, so the outbox's retry
// replays them (never writing upstream twice) and writes the rows then.
import type { SQL } from "drizzle-orm";
import { finishAudit, finishAuditStatement, isAuditKeptIn } from "@/lib/audit/audit";
import { logError } from "@/lib/base/log";
import type { Database } from "@/lib/db/client";
import { writeTogether } from "@/lib/db/write-together";
import { AppError } from "@/lib/errors";
import { problemOf, problemResponse } from "@/lib/http/problem";
import {
  settleIdempotencyKey,
  idempotentAnswerStatement,
  type IdempotencyClaim,
} from "@/lib/idempotency/idempotency";

/** A statement of a handler's own rows, kept for the end of its write (built on the app's database, not run). */
export type OwnRows = SQL;

type Ending = {
  /** The handler's answer, or the problem it ended in. */
  response: Response;
  /** The handler's own rows; none when it failed. */
  rows: OwnRows[];
  claim: IdempotencyClaim | undefined;
  /** The audit row begun before the handler ran. */
  auditId: number | undefined;
  upstreamStatus: number | null;
  startedAt: number;
  /** Where the request went and its id, for the problem answered when the rows cannot be kept. */
  instance: string;
  requestId: string;
};

export async function endWrite(db: Database, ending: Ending): Promise<Response> {
  const { rows, claim, auditId } = ending;
  const finishAuditAs = (response: Response) =>
    auditId === undefined ? Promise.resolve() : finishAudit(auditId, outcomeOf(response, ending));
  // A 5xx keeps nothing of the handler's: the claim is released for the retry (or kept with its writes).
  if (ending.response.status >= 500) {
    await settleIdempotencyKey(db, claim, ending.response);
    await finishAuditAs(ending.response);
    return ending.response;
  }
  const auditInside = auditId !== undefined && (await isAuditKeptIn(db));
  try {
    const statements = [...rows];
    if (claim) statements.push(await idempotentAnswerStatement(db, claim, ending.response));
    if (auditInside) statements.push(finishAuditStatement(db, auditId, outcomeOf(ending.response, ending)));
    await writeTogether(db, statements);
    if (claim) claim.unrecorded.length = 0;
  } catch (error) {
    logError("[write] the rows of a write that reached the production system could not be kept:", error);
    const unkept = unkeptAnswer(ending);
    await settleIdempotencyKey(db, claim, unkept);
    await finishAuditAs(unkept);
    return unkept;
  }
  if (!auditInside) await finishAuditAs(ending.response);
  return ending.response;
}

const outcomeOf = (response: Response, ending: Pick<Ending, "upstreamStatus" | "startedAt">) => ({
  status: response.status,
  upstreamStatus: ending.upstreamStatus,
  durationMs: performance.now() - ending.startedAt,
});

/** A 503 the outbox sends again with the same key: its upstream writes are replayed, not made twice. */
const unkeptAnswer = ({ instance, requestId }: Pick<Ending, "instance" | "requestId">) =>
  problemResponse(
    {
      ...problemOf(
        new AppError(
          "unavailable",
          "Not recorded here yet",
          "The change reached the production system, but this app could not record it. Send it again: it will not be made twice.",
        ),
      ),
      instance,
      requestId,
    },
    { "cache-control": "no-store" },
  );
