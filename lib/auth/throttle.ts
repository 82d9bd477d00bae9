// Slows down and then refuses repeated sign-ins, per key: `user:<name>` (or
// `badge:<code>` for an unknown badge) and `ip:<address>` (also a wall board's
// device sign-ins), a signed-in employee's badge look-ups (`lookup:<id>`) and a
// TV's pairing codes per address (`pair:ip:<address>`). Every attempt is
// counted before it is checked; a success gives its count back. Counts last a
// 15-minute window; a refused key stays refused for 15 minutes. Some keys are
// only counted, never locked (`countFailure`: the wrong pairing codes of every
// address together, docs/security.md "Pairing a TV").
import { and, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { signInThrottle } from "@/lib/db/schema";

export type ThrottleLimits = {
  /** Failures after which each further attempt waits `delayPerFailureMs × failures`. */
  delayAfter: number;
  /** Failures after which the key is refused. */
  refuseAfter: number;
};

const windowMs = 15 * 60_000;
const lockMs = 15 * 60_000;
const delayPerFailureMs = 1_000;
const maxDelayMs = 5_000;

/**
 * One person's name: slowed after 3 failures, refused after 5. An address is
 * shared by every employee at a workshop tablet (often by the whole workshop
 * behind one router), so it gets more room before the tablet is locked out.
 */
export function limitsFor(key: string): ThrottleLimits {
  // Badge look-ups at a station (badge-lookup.ts): a few scans without a switch, never a directory.
  if (key.startsWith("lookup:")) return { delayAfter: badgeLookupLimit, refuseAfter: badgeLookupLimit };
  // A TV's pairing code (device-pairing.ts): a few typos per address. The wrong codes of every
  // address together are only counted (countFailure), never locked: a flood must not lock out a fresh code.
  if (key.startsWith("pair:ip:")) return { delayAfter: 3, refuseAfter: pairingLimitPerAddress };
  return key.startsWith("ip:") ? { delayAfter: 10, refuseAfter: 20 } : { delayAfter: 3, refuseAfter: 5 };
}

/** Pairing codes one address (an IPv6 /64) may try in the window. */
export const pairingLimitPerAddress = 10;

/** Badge look-ups one employee may make in the window without a switch that succeeds. */
export const badgeLookupLimit = 10;

export type ThrottleVerdict =
  | {
      kind: "allowed";
      delayMs: number;
      /** The most attempts of one key in its window, this one counted. */ attempts: number;
    }
  | { kind: "refused"; retryAfterMs: number; key: string };

export class SignInRefusedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(refusedMessage(retryAfterMs));
    this.name = "SignInRefusedError";
  }
}

export function refusedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const isExpired = (firstFailureAt: Date, now: Date) => now.getTime() - firstFailureAt.getTime() >= windowMs;

/** Whether an attempt for these keys may go ahead now, and after how long a pause. */
export async function checkThrottle(db: Database, keys: string[], now: Date): Promise<ThrottleVerdict> {
  if (keys.length === 0) return { kind: "allowed", delayMs: 0, attempts: 0 };
  const rows = await db.select().from(signInThrottle).where(inArray(signInThrottle.key, keys));
  let delayMs = 0;
  let attempts = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) {
      return { kind: "refused", retryAfterMs: row.lockedUntil.getTime() - now.getTime(), key: row.key };
    }
    if (row.lockedUntil || isExpired(row.firstFailureAt, now)) continue;
    attempts = Math.max(attempts, row.failures);
    const { delayAfter } = limitsFor(row.key);
    if (row.failures >= delayAfter)
      delayMs = Math.max(delayMs, Math.min(row.failures * delayPerFailureMs, maxDelayMs));
  }
  return { kind: "allowed", delayMs, attempts };
}

const timestamp = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * One atomic count against a key (INSERT … ON CONFLICT DO UPDATE … RETURNING):
 * a count that `isStale` starts again at 1, from now. `lockedUntil`, when
 * given, is the key's new lock, set in the same statement.
 */
function countAttempt(db: Database, key: string, now: Date, isStale: SQL, lockedUntil?: SQL) {
  return db
    .insert(signInThrottle)
    .values({ key, failures: 1, firstFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        failures: sql`case when ${isStale} then 1 else ${signInThrottle.failures} + 1 end`,
        firstFailureAt: sql`case when ${isStale} then ${timestamp(now)} else ${signInThrottle.firstFailureAt} end`,
        ...(lockedUntil && { lockedUntil }),
      },
    })
    .returning({
      failures: signInThrottle.failures,
      firstFailureAt: signInThrottle.firstFailureAt,
      lockedUntil: signInThrottle.lockedUntil,
    });
}

/** True of a count whose window began at or before `now` minus the window. */
const isOutsideWindow = (now: Date) =>
  sql`${signInThrottle.firstFailureAt} <= ${timestamp(new Date(now.getTime() - windowMs))}`;

/**
 * Counts this attempt against each key BEFORE its password or PIN is checked,
 * one atomic upsert per key (INSERT … ON CONFLICT DO UPDATE … RETURNING), so
 * attempts sent all at once each see the count of those before them: at most
 * `refuseAfter` attempts per key are ever checked within a window.
 */
export async function claimAttempt(db: Database, keys: string[], now: Date): Promise<ThrottleVerdict> {
  const lockedUntil = timestamp(new Date(now.getTime() + lockMs));
  // A count that is stale (outside the window, or from a lock that has run out) starts again at 1.
  const isStale = sql`(${isOutsideWindow(now)} or ${signInThrottle.lockedUntil} <= ${timestamp(now)})`;
  let verdict: ThrottleVerdict = { kind: "allowed", delayMs: 0, attempts: 0 };
  for (const key of keys) {
    const { refuseAfter, delayAfter } = limitsFor(key);
    // An attempt beyond the limit locks the key (if a failure has not already).
    const [row] = await countAttempt(
      db,
      key,
      now,
      isStale,
      sql`case when ${isStale} then null
            when ${signInThrottle.lockedUntil} is not null then ${signInThrottle.lockedUntil}
            when ${signInThrottle.failures} + 1 > ${refuseAfter} then ${lockedUntil}
            else null end`,
    );
    if (!row || verdict.kind === "refused") continue;
    if (row.failures > refuseAfter || (row.lockedUntil && row.lockedUntil > now)) {
      const until = row.lockedUntil ?? new Date(now.getTime() + lockMs);
      verdict = { kind: "refused", retryAfterMs: until.getTime() - now.getTime(), key };
      continue;
    }
    const before = row.failures - 1;
    verdict = {
      kind: "allowed",
      delayMs:
        before >= delayAfter
          ? Math.max(verdict.delayMs, Math.min(before * delayPerFailureMs, maxDelayMs))
          : verdict.delayMs,
      attempts: Math.max(verdict.attempts, row.failures),
    };
  }
  return verdict;
}

/**
 * Counts one failure against a key that is only counted, never locked (the
 * wrong pairing codes of every address together): one atomic upsert, a count
 * older than the window starting again at 1. Returns the count and when its
 * window ends.
 */
export async function countFailure(
  db: Database,
  key: string,
  now: Date,
): Promise<{ failures: number; windowEndsAt: Date }> {
  const [row] = await countAttempt(db, key, now, isOutsideWindow(now));
  const firstFailureAt = row?.firstFailureAt ?? now;
  return { failures: row?.failures ?? 1, windowEndsAt: new Date(firstFailureAt.getTime() + windowMs) };
}

/** The failures counted against a key in its current window (0 when none), and when that window ends. */
export async function failuresInWindow(
  db: Database,
  key: string,
  now: Date,
): Promise<{ failures: number; windowEndsAt: Date }> {
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
  if (!row || isExpired(row.firstFailureAt, now)) return { failures: 0, windowEndsAt: now };
  return { failures: row.failures, windowEndsAt: new Date(row.firstFailureAt.getTime() + windowMs) };
}

/** A claimed attempt that failed: a key whose count has reached its limit is locked from now. */
export async function recordFailure(db: Database, keys: string[], now: Date): Promise<void> {
  const lockedUntil = new Date(now.getTime() + lockMs);
  for (const key of keys) {
    await db
      .update(signInThrottle)
      .set({ lockedUntil })
      .where(
        and(
          eq(signInThrottle.key, key),
          isNull(signInThrottle.lockedUntil),
          gte(signInThrottle.failures, limitsFor(key).refuseAfter),
        ),
      );
  }
}

/** A claimed attempt that succeeded: it no longer counts against the address. */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.key, key));
}

/** A successful sign-in forgets the failures of that key. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
