// One sign-in attempt, by password or by badge + PIN: throttling, the lookup,
// the hash check and the log line. Never logs or returns a password or PIN.
import type { BlockList } from "node:net";
import { z } from "zod";
import { singleLineText } from "@/lib/route/text";
import { env } from "@/lib/env";
import { clientAddressOf, trustedProxyList } from "@/lib/server/client-address";
import type { Database } from "@/lib/db/client";
import {
  findEmployeeByBadgeCode,
  findEmployeeByUsername,
  normalizeUsername,
  toSessionEmployee,
  type EmployeeRow,
} from "./employees";
import { spendVerificationTime, verifyPassword, verifyPin } from "./password";
import type { SessionEmployee } from "./roles";
import {
  checkThrottle,
  claimAttempt,
  clearFailures,
  recordFailure,
  releaseAttempt,
  SignInRefusedError,
  sleep,
} from "./throttle";

export const passwordCredentialsSchema = z.object({
  username: singleLineText().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
});
export const badgeCredentialsSchema = z.object({
  badgeCode: singleLineText().trim().min(1).max(200),
  pin: z.string().min(1).max(20),
});

export type SignInAttempt =
  | ({ method: "password" } & z.infer<typeof passwordCredentialsSchema>)
  | ({ method: "badge" } & z.infer<typeof badgeCredentialsSchema>);
export type SignInMethod = SignInAttempt["method"];

/** Reads the credentials of a provider from a form body; null when they are missing or malformed. */
export function parseSignInAttempt(method: string, body: Record<string, unknown>): SignInAttempt | null {
  if (method === "password") {
    const parsed = passwordCredentialsSchema.safeParse(body);
    return parsed.success ? { method, ...parsed.data } : null;
  }
  if (method === "badge") {
    const parsed = badgeCredentialsSchema.safeParse(body);
    return parsed.success ? { method, ...parsed.data } : null;
  }
  return null;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

let trusted: BlockList | undefined;

/** The client's address: the connection's, or what a trusted proxy reports (lib/server/client-address.ts). */
export function clientAddress(headers: HeaderSource): string {
  trusted ??= trustedProxyList(env().TRUSTED_PROXIES);
  return clientAddressOf(headers, trusted);
}

/** Log-safe: no control characters (no forged log lines), bounded length. */
const logSafe = (value: string) => value.replace(/[^\x21-\x7e]/g, "?").slice(0, 64);

type Subject = { employee: EmployeeRow | null; keys: string[]; name: string };

async function subjectOf(db: Database, attempt: SignInAttempt, address: string): Promise<Subject> {
  if (attempt.method === "password") {
    const name = normalizeUsername(attempt.username);
    return {
      employee: await findEmployeeByUsername(db, name),
      keys: [`user:${name}`, `ip:${address}`],
      name,
    };
  }
  const employee = await findEmployeeByBadgeCode(db, attempt.badgeCode);
  const userKey = employee ? `user:${employee.username}` : `badge:${attempt.badgeCode.trim()}`;
  return { employee, keys: [userKey, `ip:${address}`], name: employee?.username ?? userKey };
}

function logAttempt(
  outcome: "ok" | "failed" | "refused",
  name: string,
  address: string,
  method: SignInMethod,
) {
  console.info(`[auth] sign-in ${outcome} user=${logSafe(name)} ip=${logSafe(address)} method=${method}`);
}

export type SignInOptions = { address: string; now?: () => Date; wait?: (ms: number) => Promise<void> };

/** How long the attempt's keys are still refused (ms), or null when it may go ahead. */
export async function refusedFor(
  db: Database,
  attempt: SignInAttempt,
  options: SignInOptions,
): Promise<number | null> {
  const subject = await subjectOf(db, attempt, options.address);
  const verdict = await checkThrottle(db, subject.keys, (options.now ?? (() => new Date()))());
  if (verdict.kind === "allowed") return null;
  logAttempt("refused", subject.name, options.address, attempt.method);
  return verdict.retryAfterMs;
}

/**
 * The employee when the credentials are right; null when they are wrong.
 * Throws SignInRefusedError while one of the attempt's keys is locked.
 */
export async function authenticate(
  db: Database,
  attempt: SignInAttempt,
  { address, now = () => new Date(), wait = sleep }: SignInOptions,
): Promise<SessionEmployee | null> {
  const subject = await subjectOf(db, attempt, address);
  // Counted before the check, atomically: guesses sent all at once cannot outrun the count.
  const verdict = await claimAttempt(db, subject.keys, now());
  if (verdict.kind === "refused") {
    logAttempt("refused", subject.name, address, attempt.method);
    throw new SignInRefusedError(verdict.retryAfterMs);
  }
  if (verdict.delayMs > 0) await wait(verdict.delayMs);

  const { employee } = subject;
  const secret = attempt.method === "password" ? attempt.password : attempt.pin;
  const hash = attempt.method === "password" ? employee?.passwordHash : employee?.pinHash;
  let isValid = false;
  if (employee?.isActive && hash) {
    isValid =
      attempt.method === "password" ? await verifyPassword(secret, hash) : await verifyPin(secret, hash);
  } else {
    await spendVerificationTime(secret);
  }
  if (!employee || !isValid) {
    await recordFailure(db, subject.keys, now());
    logAttempt("failed", subject.name, address, attempt.method);
    return null;
  }
  await clearFailures(db, `user:${employee.username}`);
  await Promise.all(
    subject.keys.filter((key) => key.startsWith("ip:")).map((key) => releaseAttempt(db, key)),
  );
  logAttempt("ok", subject.name, address, attempt.method);
  return toSessionEmployee(employee);
}
