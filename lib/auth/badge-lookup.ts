// Whose badge was scanned at a shared station (the switch's "Switch to
// <name>?", docs/working-time.md). The answer is a name, so it must not be a
// directory of who holds which badge: each look-up counts against the
// employee asking (`lookup:<id>`, lib/auth/throttle.ts), a switch that
// succeeds gives the count back, and past the limit the look-ups are refused
// for a while. A badge that cannot be switched to (inactive, no PIN, an office
// role that signs in with its password) answers as unknown.
import type { Database } from "@/lib/db/client";
import { findEmployeeByBadgeCode, toSessionEmployee } from "./employees";
import { mayUseBadge } from "./sign-in";
import { claimAttempt, clearFailures, SignInRefusedError } from "./throttle";

const lookupKey = (employeeId: number) => `lookup:${employeeId}`;

/** The badge holder's name, or null; throws SignInRefusedError when the asker looked up too many. */
export async function findBadgeHolder(
  db: Database,
  code: string,
  { askedBy, now = new Date() }: { askedBy: number; now?: Date },
): Promise<{ displayName: string } | null> {
  const verdict = await claimAttempt(db, [lookupKey(askedBy)], now);
  if (verdict.kind === "refused") throw new SignInRefusedError(verdict.retryAfterMs);
  const row = await findEmployeeByBadgeCode(db, code);
  if (!row?.isActive || !row.pinHash || !mayUseBadge(toSessionEmployee(row))) return null;
  return { displayName: row.displayName };
}

/** A switch that succeeded: the asker's look-ups no longer count. */
export async function clearBadgeLookups(db: Database, askedBy: number): Promise<void> {
  await clearFailures(db, lookupKey(askedBy));
}
