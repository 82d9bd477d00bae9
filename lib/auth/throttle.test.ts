import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { signInThrottle } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { createTestPacker } from "@/tests/support/test-employees";
import { authenticate, type SignInAttempt } from "./sign-in";
import { refuseThrottledSignIn } from "./sign-in-guard";
import { SignInRefusedError } from "./throttle";

let handle: DatabaseHandle;
let clock: Date;
const now = () => clock;
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
let waits: number[];
const wait = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};
let logs: string[];

const wrong: SignInAttempt = { method: "password", username: "packer", password: "nope" };
const right: SignInAttempt = { method: "password", username: "packer", password: "packer-secret" };
const signIn = (attempt: SignInAttempt, address = "10.0.0.1") =>
  authenticate(handle.db, attempt, { address, now, wait });

beforeAll(async () => {
  handle = await openTestDatabase();
  await createTestPacker(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(signInThrottle).where(undefined);
  clock = new Date("2026-11-23T08:00:00Z");
  waits = [];
  logs = [];
  vi.spyOn(console, "info").mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => vi.restoreAllMocks());

describe("sign-in throttling", () => {
  it("signs in with the right password and logs the attempt without the password", async () => {
    expect(await signIn(right)).toMatchObject({ username: "packer", hubEmployeeId: 1003, roles: ["packer"] });
    expect(await signIn(wrong)).toBeNull();
    expect(logs).toEqual([
      "[auth] sign-in ok user=packer ip=10.0.0.1 method=password",
      "[auth] sign-in failed user=packer ip=10.0.0.1 method=password",
    ]);
    expect(logs.join("\n")).not.toMatch(/packer-secret|nope/);
  });

  it("delays every attempt after 3 failures, by a second per failure", async () => {
    for (let i = 0; i < 3; i++) expect(await signIn(wrong)).toBeNull();
    expect(waits).toEqual([]);
    expect(await signIn(wrong)).toBeNull();
    expect(await signIn(right)).not.toBeNull();
    expect(waits).toEqual([3000, 4000]);
  });

  it("refuses the username for 15 minutes after 5 failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) expect(await signIn(wrong)).toBeNull();
    await expect(signIn(right)).rejects.toThrow(SignInRefusedError);
    await expect(signIn(right)).rejects.toThrow("Too many attempts, try again in 15 minutes");
    expect(logs.at(-1)).toBe("[auth] sign-in refused user=packer ip=10.0.0.1 method=password");
    // Another address does not help: the username is locked.
    await expect(signIn(right, "10.0.0.2")).rejects.toThrow(SignInRefusedError);
    minutes(10);
    await expect(signIn(right)).rejects.toThrow("try again in 5 minutes");
    minutes(5);
    expect(await signIn(right)).not.toBeNull();
  });

  it("forgets failures older than 15 minutes", async () => {
    for (let i = 0; i < 4; i++) await signIn(wrong);
    minutes(16);
    waits = [];
    for (let i = 0; i < 4; i++) expect(await signIn(wrong)).toBeNull();
    expect(waits).toEqual([3000]);
  });

  it("clears the username's failures on success", async () => {
    for (let i = 0; i < 4; i++) await signIn(wrong);
    expect(await signIn(right)).not.toBeNull();
    waits = [];
    for (let i = 0; i < 4; i++) await signIn(wrong);
    await expect(signIn(wrong)).resolves.toBeNull();
    await expect(signIn(right)).rejects.toThrow(SignInRefusedError);
    expect(waits).toEqual([3000, 4000]);
  });

  it("throttles badge attempts by the badge's employee, and unknown badges by code", async () => {
    const badge = (pin: string, badgeCode = "EMP-1003"): SignInAttempt => ({
      method: "badge",
      badgeCode,
      pin,
    });
    expect(await signIn(badge("1003"))).toMatchObject({ username: "packer" });
    for (let i = 0; i < 5; i++) expect(await signIn(badge("0000"))).toBeNull();
    await expect(signIn(right, "10.0.0.9")).rejects.toThrow(SignInRefusedError);
    for (let i = 0; i < 5; i++) expect(await signIn(badge("0000", "EMP-9999"), "10.0.0.3")).toBeNull();
    await expect(signIn(badge("0000", "EMP-9999"), "10.0.0.4")).rejects.toThrow(SignInRefusedError);
    expect(logs).toContain("[auth] sign-in failed user=badge:EMP-9999 ip=10.0.0.3 method=badge");
  });

  it("refuses an address after 20 failures across usernames", async () => {
    for (let i = 0; i < 20; i++) await signIn({ method: "password", username: `nobody${i}`, password: "x" });
    await expect(signIn(right)).rejects.toThrow(SignInRefusedError);
    expect(await signIn(right, "10.0.0.5")).not.toBeNull();
  });
});

describe("the sign-in route's guard", () => {
  const post = (body: string, provider = "password") =>
    new Request(`http://localhost/api/auth/callback/${provider}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "10.0.0.1, 172.16.0.1",
      },
      body,
    });

  it("lets attempts through until the key is refused, then answers 429 with ProblemDetails", async () => {
    const body = "username=packer&password=packer-secret&csrfToken=t&json=true";
    expect(await refuseThrottledSignIn(handle.db, post(body), now)).toBeNull();
    for (let i = 0; i < 5; i++) await signIn(wrong);
    const response = await refuseThrottledSignIn(handle.db, post(body), now);
    expect(response?.status).toBe(429);
    expect(response?.headers.get("retry-after")).toBe("900");
    expect(response?.headers.get("content-type")).toBe("application/problem+json");
    expect(await response?.json()).toEqual({
      type: "about:blank",
      title: "Too many attempts",
      status: 429,
      detail: "Too many attempts, try again in 15 minutes",
    });
    // The guard reads a copy: the request body is still there for next-auth.
    const request = post(body);
    await refuseThrottledSignIn(handle.db, request, now);
    expect(await request.text()).toBe(body);
  });

  it("ignores requests that are not sign-in callbacks", async () => {
    for (let i = 0; i < 5; i++) await signIn(wrong);
    const signOut = new Request("http://localhost/api/auth/signout", {
      method: "POST",
      body: "username=packer",
    });
    expect(await refuseThrottledSignIn(handle.db, signOut, now)).toBeNull();
    expect(
      await refuseThrottledSignIn(handle.db, post("username=packer&password=x", "email"), now),
    ).toBeNull();
  });

  it("refuses by badge through the badge's employee", async () => {
    for (let i = 0; i < 5; i++) await signIn(wrong);
    const response = await refuseThrottledSignIn(
      handle.db,
      post("badgeCode=EMP-1003&pin=1003", "badge"),
      now,
    );
    expect(response?.status).toBe(429);
  });
});
