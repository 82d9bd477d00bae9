// Guesses sent all at once, the way an attacker sends them (Promise.all): the
// lockout must hold, on PGlite and on PostgreSQL (scripts/with-postgres.sh).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { signInThrottle } from "@/lib/db/schema";
import { createTestPacker } from "@/tests/support/test-employees";
import { authenticate, type SignInAttempt } from "@/lib/auth/sign-in";
import { SignInRefusedError } from "@/lib/auth/throttle";
import type * as passwordModule from "@/lib/auth/password";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";

// Counts every password or PIN that reaches the hash check (the real check still runs).
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return {
    ...real,
    verifyPassword: (secret: string, hash: string) => (checked.count++, real.verifyPassword(secret, hash)),
    verifyPin: (secret: string, hash: string) => (checked.count++, real.verifyPin(secret, hash)),
    spendVerificationTime: (secret: string) => (checked.count++, real.spendVerificationTime(secret)),
  };
});

let handle: DatabaseHandle;
const noWait = () => Promise.resolve();
const signIn = (attempt: SignInAttempt, address = "10.1.0.1") =>
  authenticate(handle.db, attempt, { address, wait: noWait });

/** Sends every attempt at once; the outcome of each: "ok", "wrong" or "refused". */
async function allAtOnce(attempts: SignInAttempt[], address?: (i: number) => string) {
  const outcomes = await Promise.all(
    attempts.map((attempt, i) =>
      signIn(attempt, address?.(i)).then(
        (employee) => (employee ? "ok" : "wrong"),
        (error: unknown) => {
          if (error instanceof SignInRefusedError) return "refused";
          throw error;
        },
      ),
    ),
  );
  return outcomes;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await createTestPacker(handle.db);
}, 60_000);
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(signInThrottle).where(undefined);
  checked.count = 0;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe(`sign-in lockout under concurrency (${testDatabaseKind})`, () => {
  it("checks at most 5 of 200 wrong passwords sent at once for one username", async () => {
    const wrong: SignInAttempt = { method: "password", username: "packer", password: "guess" };
    const outcomes = await allAtOnce(Array.from({ length: 200 }, () => wrong));
    console.log(`[figure] passwords checked out of 200 sent at once: ${checked.count}`);
    expect(checked.count).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(checked.count);
    expect(outcomes.filter((o) => o === "refused")).toHaveLength(200 - checked.count);
  });

  it("does not sign in with the right password sent 30th among 200 guesses", async () => {
    const attempts = Array.from({ length: 200 }, (_, i): SignInAttempt => ({
      method: "password",
      username: "packer",
      password: i === 29 ? "packer-secret" : `guess${i}`,
    }));
    const outcomes = await allAtOnce(attempts);
    expect(outcomes[29]).toBe("refused");
    expect(outcomes).not.toContain("ok");
    expect(checked.count).toBeLessThanOrEqual(5);
    // And the username stays refused afterwards, right password or not.
    await expect(signIn(attempts[29]!)).rejects.toThrow(SignInRefusedError);
  });

  it("checks at most 5 of 100 PINs sent at once after a badge scan", async () => {
    const attempts = Array.from({ length: 100 }, (_, i): SignInAttempt => ({
      method: "badge",
      badgeCode: "EMP-1003",
      pin: String(2000 + i),
    }));
    const outcomes = await allAtOnce(attempts);
    console.log(`[figure] PINs checked out of 100 sent at once: ${checked.count}`);
    expect(checked.count).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === "refused").length).toBeGreaterThanOrEqual(95);
  });

  it("checks at most 20 attempts from one address across 200 usernames sent at once", async () => {
    const attempts = Array.from({ length: 200 }, (_, i): SignInAttempt => ({
      method: "password",
      username: `nobody${i}`,
      password: "x",
    }));
    const outcomes = await allAtOnce(attempts);
    expect(checked.count).toBeLessThanOrEqual(20);
    expect(outcomes.filter((o) => o === "refused").length).toBeGreaterThanOrEqual(180);
    // Another address is not locked out by it.
    expect(
      await signIn({ method: "password", username: "packer", password: "packer-secret" }, "10.1.0.2"),
    ).not.toBeNull();
  });
});
