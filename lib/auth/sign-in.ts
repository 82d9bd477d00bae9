// One sign-in attempt, by password or by badge + PIN: throttling, the lookup,
// the hash check and the log line. Never logs or returns a password or PIN.
import type { BlockList } from "node:net";
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import { env } from "@/lib/env";
import { clientAddressOf, trustedProxyList } from "@/lib/base/client-address";
import type { Database } from "@/lib/db/client";
import {
  findEmployeeByBadgeCode,
  findEmployeeByUsername,
  normalizeUsername,
  toSessionEmployee,
  type EmployeeRow,
} from "./employees";
import { authenticateDevice } from "./devices";
import { spendVerificationTime, verifyPassword, verifyPin } from "./password";
import { hasRole, type SessionEmployee } from "@/lib/base/roles";
import {
  checkThrottle,
  claimAttempt,
  clearFailures,
  recordFailure,
  releaseAttempt,
  SignInRefusedError,
  sleep,
} from "./throttle";

/** Thrown for an admin's or supervisor's right badge + PIN while OFFICE_BADGE_SIGN_IN is off. */
export class PasswordRequiredError extends Error {
  constructor() {
    super("PasswordRequired");
    this.name = "PasswordRequiredError";
  }
}

/**
 * Thrown for the right password (or badge + PIN) of an employee an admin
 * switched off: they are told so, not "wrong password" (only someone who knows
 * the password learns it; the attempt stays counted).
 */
export class AccountSwitchedOffError extends Error {
  constructor() {
    super("AccountSwitchedOff");
    this.name = "AccountSwitchedOffError";
  }
}

/** Whether an employee with these roles may sign in (or be switched to) with badge + PIN. */
export const mayUseBadge = (employee: SessionEmployee): boolean =>
  env().OFFICE_BADGE_SIGN_IN || !hasRole(employee, "admin", "supervisor");

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

/** The client's address: the connection's, or what a trusted proxy reports (lib/base/client-address.ts). */
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
  outcome: "ok" | "failed" | "refused" | "password-required" | "switched-off",
  name: string,
  address: string,
  method: SignInMethod | "device",
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
 * Throws SignInRefusedError while one of the attempt's keys is locked, and
 * PasswordRequiredError for an office role's badge (unless allowed).
 */
export async function authenticate(
  db: Database,
  attempt: SignInAttempt,
  options: SignInOptions,
): Promise<SessionEmployee | null> {
  return (await authenticateSession(db, attempt, options))?.employee ?? null;
}

/** As authenticate, with the row's session version for the new session's stamp (session-stamp.ts). */
export async function authenticateSession(
  db: Database,
  attempt: SignInAttempt,
  { address, now = () => new Date(), wait = sleep }: SignInOptions,
): Promise<{ employee: SessionEmployee; sessionVersion: number } | null> {
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
  if (employee && hash) {
    isValid =
      attempt.method === "password" ? await verifyPassword(secret, hash) : await verifyPin(secret, hash);
  } else {
    await spendVerificationTime(secret);
  }
  if (employee && isValid && !employee.isActive) {
    await recordFailure(db, subject.keys, now());
    logAttempt("switched-off", subject.name, address, attempt.method);
    throw new AccountSwitchedOffError();
  }
  if (!employee || !isValid) {
    await recordFailure(db, subject.keys, now());
    logAttempt("failed", subject.name, address, attempt.method);
    return null;
  }
  const session = toSessionEmployee(employee);
  // Right, but the office signs in with its password: the attempt stays counted.
  if (attempt.method === "badge" && !mayUseBadge(session)) {
    logAttempt("password-required", subject.name, address, attempt.method);
    throw new PasswordRequiredError();
  }
  await clearFailures(db, `user:${employee.username}`);
  await Promise.all(
    subject.keys.filter((key) => key.startsWith("ip:")).map((key) => releaseAttempt(db, key)),
  );
  logAttempt("ok", subject.name, address, attempt.method);
  return { employee: session, sessionVersion: employee.sessionVersion };
}

/**
 * A wall board's device sign-in, throttled like the others on its address
 * (a token is 256 random bits, but every guess still costs the guesser).
 */
export async function authenticateDeviceToken(
  db: Database,
  token: unknown,
  { address, now = () => new Date(), wait = sleep }: SignInOptions,
): Promise<SessionEmployee | null> {
  const keys = [`ip:${address}`];
  const verdict = await claimAttempt(db, keys, now());
  if (verdict.kind === "refused") {
    logAttempt("refused", "device", address, "device");
    throw new SignInRefusedError(verdict.retryAfterMs);
  }
  if (verdict.delayMs > 0) await wait(verdict.delayMs);
  const device = await authenticateDevice(db, token);
  if (!device) {
    await recordFailure(db, keys, now());
    logAttempt("failed", "device", address, "device");
    return null;
  }
  await releaseAttempt(db, keys[0]!);
  logAttempt("ok", device.username, address, "device");
  return device;
}

/** How long a device sign-in from this address is still refused (ms), or null. */
export async function deviceRefusedFor(
  db: Database,
  address: string,
  now = new Date(),
): Promise<number | null> {
  const verdict = await checkThrottle(db, [`ip:${address}`], now);
  if (verdict.kind === "allowed") return null;
  logAttempt("refused", "device", address, "device");
  return verdict.retryAfterMs;
}
