// Idempotency-Key on the app's write routes: the first request with a key
// claims it (a row in app.idempotency_keys) before it writes upstream, and
// stores its answer; a repeat gets that answer again without a second write.
// A failure that may be retried (5xx, the upstream down or slow) releases the
// claim so the retry can go.
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { writeOne } from "@/lib/db/write-together";
import { idempotencyKeys } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { serverOrigin } from "@/lib/server/change-bus";
import { claimOf, takeUnrecorded, unrecordedOf, type IdempotencyClaim, type RecordedWrite } from "./claim";
import { idempotencyKeyOf, replay } from "./key-header";

export { takeUnrecorded, type IdempotencyClaim, type RecordedWrite } from "./claim";
export { idempotencyKeyHeader, idempotencyKeyOf, replayedHeader } from "./key-header";

export type IdempotencyOptions = {
  /** How long a repeat waits for the first request to finish before 409 (ms). */
  waitMs?: number;
  pollMs?: number;
  /**
   * The lease of a claim (ms): its server renews it while the request runs
   * (every third of it); one not renewed in time was left by a killed server
   * and is taken over by the next request with the key, on any server.
   */
  leaseMs?: number;
  /** Rows older than this are purged (ms); at least a day. */
  keepMs?: number;
  /**
   * Only this process writes the database (PGlite: the data-directory lock
   * makes sure), so an in-progress claim from before it started was left by a
   * killed server and may be taken over at once.
   */
  isSingleProcess?: boolean;
};

/** When this process started: claims made before it by a single-process server were abandoned. */
const processStartedAt = new Date();

const defaults = { waitMs: 5_000, pollMs: 100, leaseMs: 3_000, keepMs: 24 * 3_600_000 };
/** A claim made before claims had a lease (no lease_until) is abandoned this long after it was made. */
const leaselessMs = 60_000;

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/** Renews the claim's lease while its request runs; stopped when it is settled. */
function renewing(db: Database, claim: IdempotencyClaim, leaseMs: number): IdempotencyClaim {
  const where = and(
    eq(idempotencyKeys.employeeId, claim.employeeId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.holder, serverOrigin()),
    eq(idempotencyKeys.state, "in-progress"),
  );
  const timer = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where(where)
      .catch((error: unknown) => console.warn(`[idempotency] could not renew the claim of a key:`, error));
  }, leaseMs / 3);
  timer.unref();
  claim.stopRenewing = () => clearInterval(timer);
  return claim;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let lastPurgeAt = 0;

/** Deletes rows past their keeping time, at most once a minute per process. */
async function purgeOld(db: Database, keepMs: number): Promise<void> {
  if (Date.now() - lastPurgeAt < 60_000) return;
  lastPurgeAt = Date.now();
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - keepMs)));
}

/**
 * Claims the request's key, or answers a repeat: the stored answer (with
 * `Idempotency-Replayed: true`), 422 when the key was used for another
 * request, 409 when the first is still running after a short wait. Undefined
 * claim and response: the request has no key.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: Request,
  employeeId: number,
  options: IdempotencyOptions = {},
): Promise<{ claim?: IdempotencyClaim; replay?: Response }> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return {};
  const { waitMs, pollMs, leaseMs, keepMs, isSingleProcess } = { ...defaults, ...options };
  await purgeOld(db, keepMs);
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const path = url.pathname + url.search;
  const bodyHash = createHash("sha256")
    .update(await request.clone().text())
    .digest("hex");
  const where = and(eq(idempotencyKeys.employeeId, employeeId), eq(idempotencyKeys.key, key));

  const deadline = Date.now() + waitMs;
  for (;;) {
    const inserted = await writeOne(
      db,
      db
        .insert(idempotencyKeys)
        .values({
          employeeId,
          key,
          method,
          path,
          bodyHash,
          state: "in-progress",
          holder: serverOrigin(),
          leaseUntil: leaseEnd(leaseMs),
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key }),
    );
    if (inserted.length) return { claim: renewing(db, claimOf(employeeId, key, []), leaseMs) };

    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // released in between: claim it again
    if (row.method !== method || row.path !== path || row.bodyHash !== bodyHash) {
      throw new AppError(
        "unprocessable",
        "This Idempotency-Key was used for another request",
        "Send a new key for a different change.",
      );
    }
    if (row.state === "done") return { replay: replay(row) };
    // Left by a server that stopped mid-request (its lease ran out): take the claim over, if no
    // other request took it first (the condition and the new lease in one statement).
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(), holder: serverOrigin(), leaseUntil: leaseEnd(leaseMs) })
      .where(
        and(
          where,
          eq(idempotencyKeys.state, "in-progress"),
          or(
            lt(idempotencyKeys.leaseUntil, sql`now()`),
            and(
              isNull(idempotencyKeys.leaseUntil),
              lt(idempotencyKeys.createdAt, new Date(Date.now() - leaselessMs)),
            ),
            isSingleProcess === true ? lt(idempotencyKeys.createdAt, processStartedAt) : undefined,
          ),
        ),
      )
      .returning({ upstreamWrites: idempotencyKeys.upstreamWrites });
    if (taken) {
      return {
        claim: renewing(db, claimOf(employeeId, key, taken.upstreamWrites as RecordedWrite[]), leaseMs),
      };
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        "conflict",
        "This change is still in progress",
        "A request with the same Idempotency-Key has not finished yet; try again in a moment.",
      );
    }
    await sleep(pollMs);
  }
}

/**
 * Stores the answer of a claimed request (released instead when it failed in
 * a way a retry may fix: a 5xx, the upstream unreachable or slow) and returns it.
 */
export async function settleIdempotencyKey(
  db: Database,
  claim: IdempotencyClaim | undefined,
  response: Response,
): Promise<Response> {
  if (!claim) return response;
  claim.stopRenewing();
  const where = and(eq(idempotencyKeys.employeeId, claim.employeeId), eq(idempotencyKeys.key, claim.key));
  try {
    if (response.status >= 500) {
      // Nothing written upstream: the retry starts afresh. Some writes made
      // (a later step failed): the claim is kept with them, marked abandoned,
      // so the retry takes it over and replays them instead of writing again.
      if (claim.hasWritten) {
        await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date(0), leaseUntil: new Date(0), ...takeUnrecorded(claim) })
          .where(where);
      } else {
        await db.delete(idempotencyKeys).where(where);
      }
      return response;
    }
    await storeIdempotentAnswer(db, claim, response);
    claim.unrecorded.length = 0;
  } catch (error) {
    // The write happened; the tablet must hear so. A repeat will find the claim and wait, then 409.
    console.error(`[idempotency] could not store the answer of key ${claim.key}:`, error);
  }
  return response;
}

/**
 * Stores the answer of a claimed request that is not to be retried (a 2xx or a
 * 4xx). Throws; the claim keeps its unstored writes until the caller knows the
 * statement was made.
 */
export async function storeIdempotentAnswer(
  db: Database,
  claim: IdempotencyClaim,
  response: Response,
): Promise<void> {
  await db.execute(await idempotentAnswerStatement(db, claim, response));
}

/**
 * The statement that stores the answer of a claimed request: written with the
 * request's own rows and its audit outcome, all or none (lib/route/end-write.ts).
 */
export async function idempotentAnswerStatement(
  db: Database,
  claim: IdempotencyClaim,
  response: Response,
): Promise<SQL> {
  claim.stopRenewing();
  const body = response.status === 204 ? null : await response.clone().text();
  // A done claim is answered from its stored answer: the reads kept for a retry are of no more use.
  claim.unrecorded = claim.unrecorded.filter((entry) => entry.state !== "read");
  return db
    .update(idempotencyKeys)
    .set({
      state: "done",
      ...unrecordedOf(claim),
      responseStatus: response.status,
      responseContentType: response.headers.get("content-type"),
      responseBody: body,
    })
    .where(and(eq(idempotencyKeys.employeeId, claim.employeeId), eq(idempotencyKeys.key, claim.key)))
    .getSQL();
}
