// What a session's token carries besides its employee (docs/security.md,
// "Sessions"): the employee row's session version at sign-in, which every
// check compares with the row's (a sign-out, deactivation, new rights, badge,
// PIN or password raise it), and the moment of sign-in, from which the
// session's absolute lifetime runs however often it is used.
import { z } from "zod";
import { env } from "@/lib/env";
import type { SessionEmployee } from "@/lib/base/roles";

export const sessionStampSchema = z.object({
  /** app.employees.session_version at sign-in (0 for a wall board's device: its row is checked instead). */
  sessionVersion: z.number().int().nonnegative(),
  /** Epoch seconds of the sign-in. */
  signedInAt: z.number().int().positive(),
});
export type SessionStamp = z.infer<typeof sessionStampSchema>;

/** The employee and the stamp of a session's token. */
export type SessionOfToken = { employee: SessionEmployee; stamp: SessionStamp };

/** The stamp of a new session. */
export const newSessionStamp = (sessionVersion: number, nowMs = Date.now()): SessionStamp => ({
  sessionVersion,
  signedInAt: Math.floor(nowMs / 1000),
});

/** When the session ends whatever happens (epoch ms): SESSION_MAX_HOURS after its sign-in. */
export const sessionEndsAtMs = (stamp: SessionStamp): number =>
  stamp.signedInAt * 1000 + env().SESSION_MAX_HOURS * 3_600_000;

/** Whether the session is past its absolute lifetime. */
export const isPastLifetime = (stamp: SessionStamp, nowMs = Date.now()): boolean =>
  nowMs >= sessionEndsAtMs(stamp);

/** Thrown in next-auth's jwt callback for a session that has ended: next-auth then clears the cookie. */
export class SessionEndedError extends Error {
  constructor() {
    super("The session has ended");
    this.name = "SessionEndedError";
  }
}
