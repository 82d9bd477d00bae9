// Who may sign in how, and what a signed-in employee may learn (issue 31,
// items 4 and 8), as an attacker tries it: an admin's or supervisor's badge
// and right PIN (refused: they use their password), the station's badge
// look-up walked through badge codes (counted, then refused), and wall-board
// device sign-ins guessed from one address (throttled like the others).
import "../fuzz/next-async-storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as badgeRoute from "@/app/api/work-time/badge/route";
import * as switchRoute from "@/app/api/work-time/switch/route";
import { hashDeviceToken, newDeviceToken } from "@/lib/auth/devices";
import { createEmployee } from "@/lib/auth/employees";
import type { Role } from "@/lib/base/roles";
import { authenticateDeviceToken } from "@/lib/auth/sign-in";
import { badgeLookupLimit } from "@/lib/auth/throttle";
import { boardDevices } from "@/lib/db/schema";
import { apiRequest, employee, json, sessionCookie, setUpApiRoutes } from "../support/api-session";
import { signInThrough } from "../support/next-auth-calls";

const ctx = setUpApiRoutes({ seed: false });
const stationTablet = employee(["operator"], [1]);
const packer = employee(["packer"]);

beforeAll(async () => {
  (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader = true;
  await sessionCookie(stationTablet);
  await sessionCookie(packer);
  for (const [name, roles] of [
    ["ada", ["admin"]],
    ["sam", ["supervisor"]],
    ["cas", ["operator"]],
    ["noor", ["operator"]],
  ] as const)
    await createEmployee(ctx.handle.db, {
      username: name,
      displayName: name.toUpperCase(),
      hubEmployeeId: 8000 + name.length * 10 + name.charCodeAt(0),
      roles: [...roles] as Role[],
      departmentIds: name === "cas" || name === "noor" ? [1] : [],
      badgeCode: `EMP-${name}`,
      pin: "4455",
      password: `${name}-long-password`,
    });
});
afterAll(() => delete (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader);

describe("badge + PIN for the office roles (OFFICE_BADGE_SIGN_IN off, the default)", () => {
  it("refuses an admin's and a supervisor's right badge and PIN, and lets them in with their password", async () => {
    for (const name of ["ada", "sam"]) {
      const badge = await signInThrough("badge", { badgeCode: `EMP-${name}`, pin: "4455" });
      expect(badge).toMatchObject({ cookie: null, error: "PasswordRequired" });
      const password = await signInThrough("password", { username: name, password: `${name}-long-password` });
      expect(password.error).toBeNull();
      expect(password.cookie).not.toBeNull();
    }
    const operator = await signInThrough("badge", { badgeCode: "EMP-cas", pin: "4455" });
    expect(operator.error).toBeNull();
    expect(operator.cookie).not.toBeNull();
  });

  it("does not switch a station to a supervisor's badge either", async () => {
    const response = await switchRoute.POST(
      await apiRequest("/api/work-time/switch", {
        method: "POST",
        as: stationTablet,
        body: { badgeCode: "EMP-sam", pin: "4455", departmentId: 1 },
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("GET /api/work-time/badge?code= is no directory of badges", () => {
  const lookUp = async (code: string, as = stationTablet) =>
    badgeRoute.GET(await apiRequest(`/api/work-time/badge?code=${encodeURIComponent(code)}`, { as }));

  it("answers the station's roles only, with the name alone, and office badges as unknown", async () => {
    expect((await lookUp("EMP-cas", packer)).status).toBe(403);
    const found = await lookUp("EMP-noor");
    expect(found.status).toBe(200);
    expect(await json(found)).toEqual({ displayName: "NOOR" });
    expect((await lookUp("EMP-ada")).status).toBe(404);
    expect((await lookUp("EMP-sam")).status).toBe(404);
  });

  it("refuses an employee who walks through badge codes, until a switch succeeds", async () => {
    const walker = employee(["operator"], [1]);
    const statuses: number[] = [];
    for (let n = 0; n < badgeLookupLimit + 2; n++)
      statuses.push((await lookUp(`EMP-${1000 + n}`, walker)).status);
    expect(statuses.slice(0, badgeLookupLimit)).toEqual(Array(badgeLookupLimit).fill(404));
    expect(statuses.slice(badgeLookupLimit)).toEqual([429, 429]);
    // Refused even for a real badge now; another employee is not affected.
    expect((await lookUp("EMP-noor", walker)).status).toBe(429);
    expect((await lookUp("EMP-noor")).status).toBe(200);

    const switched = await switchRoute.POST(
      await apiRequest("/api/work-time/switch", {
        method: "POST",
        as: walker,
        body: { badgeCode: "EMP-noor", pin: "4455", departmentId: 1 },
      }),
    );
    expect(switched.status).toBe(200);
    expect((await lookUp("EMP-noor", walker)).status).toBe(200);
  });
});

describe("wall board device sign-ins", () => {
  it("are throttled per address like the other sign-ins: a guessing address is refused, even with the right token", async () => {
    const token = newDeviceToken();
    await ctx.handle.db
      .insert(boardDevices)
      .values({ name: "Hall TV", tokenHash: hashDeviceToken(token), issuedBy: 1, issuedByName: "Ada" });
    const guesser = { address: "10.66.0.9" };
    // Through the route: a wrong token is a failed sign-in; the right one signs the TV in.
    expect((await signInThrough("device", { token: newDeviceToken() }, guesser)).error).toBe(
      "CredentialsSignin",
    );
    expect((await signInThrough("device", { token }, { address: "10.66.0.10" })).cookie).not.toBeNull();
    // 19 more guesses from the same address (straight, without the slow-down's pauses).
    for (let n = 0; n < 19; n++)
      expect(
        await authenticateDeviceToken(ctx.handle.db, newDeviceToken(), { ...guesser, wait: async () => {} }),
      ).toBeNull();
    const refused = await signInThrough("device", { token }, guesser);
    expect(refused).toMatchObject({ status: 429, cookie: null });
    // Another address is not affected.
    expect((await signInThrough("device", { token }, { address: "10.66.0.11" })).cookie).not.toBeNull();
  });
});
