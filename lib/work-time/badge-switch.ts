// The badge switch at a shared station: a badge scanned at a station names its
// holder; their PIN checked here (throttled like a sign-in) pauses the time of
// the operator signed in now, and the tablet then signs the badge holder in
// through next-auth's "badge" provider (docs/working-time.md).
import { z } from "zod";
import { homePath } from "@/lib/auth/screens";
import { mayWorkInDepartment, type SessionEmployee } from "@/lib/base/roles";
import { clearBadgeLookups, findBadgeHolder } from "@/lib/auth/badge-lookup";
import {
  authenticate,
  badgeCredentialsSchema,
  clientAddress,
  PasswordRequiredError,
} from "@/lib/auth/sign-in";
import { SignInRefusedError } from "@/lib/auth/throttle";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { singleLineText } from "@/lib/base/text";
import { pauseWork } from "./entries";

export const badgeQuery = z.object({ code: singleLineText().trim().min(1).max(200) });
export const switchBody = badgeCredentialsSchema.extend({
  /** The station's department: whether the badge holder may stay on it. */
  departmentId: z.number().int().positive().optional(),
});

const unknownBadge = (): never => {
  throw new AppError("not_found", "Unknown badge", "No active employee has this badge.");
};

/** The badge holder's name, for "Switch to <name>"; look-ups are counted per employee (lib/auth/badge-lookup.ts). */
export async function badgeHolder(db: Database, asker: SessionEmployee, code: string) {
  try {
    return (await findBadgeHolder(db, code, { askedBy: asker.employeeId })) ?? unknownBadge();
  } catch (error) {
    if (error instanceof SignInRefusedError)
      throw new AppError("too_many", "Too many look-ups", error.message);
    throw error;
  }
}

/** Checks the badge and PIN, then pauses the current operator's running time (reason "switch"). */
export async function switchOperator(
  db: Database,
  current: SessionEmployee,
  credentials: z.infer<typeof switchBody>,
  headers: Headers,
  now = new Date(),
) {
  let next: SessionEmployee | null;
  try {
    const attempt = { method: "badge" as const, badgeCode: credentials.badgeCode, pin: credentials.pin };
    next = await authenticate(db, attempt, { address: clientAddress(headers) });
  } catch (error) {
    if (error instanceof SignInRefusedError)
      throw new AppError("too_many", "Too many attempts", error.message);
    if (error instanceof PasswordRequiredError)
      throw new AppError(
        "forbidden",
        "Password needed",
        "Admins and supervisors sign in with their password.",
      );
    throw error;
  }
  if (!next)
    throw new AppError("invalid_input", "Wrong badge or PIN", "The PIN does not match this badge.", {
      pin: ["does not match the badge"],
    });
  await clearBadgeLookups(db, current.employeeId);
  const paused =
    next.employeeId === current.employeeId ? 0 : await pauseWork(db, current.employeeId, now, "switch");
  // Where the tablet goes next: this station when the badge holder may work here, else their first screen.
  return {
    displayName: next.displayName,
    paused,
    mayStay: credentials.departmentId !== undefined && mayWorkInDepartment(next, credentials.departmentId),
    home: homePath(next) ?? "/",
  };
}
