// Sessions that end (issue 31, item 4), as an attacker tries them: sign in
// through next-auth, copy the cookie, and use the copy after the employee
// signed out, was deactivated (and reactivated), got a new PIN, password or
// role, on this server and when another server ended the session; and a
// session used all day long ends at its absolute lifetime.
import "../fuzz/next-async-storage";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as employeeRoute from "@/app/api/admin/employees/[id]/route";
import * as passwordRoute from "@/app/api/admin/employees/[id]/password/route";
import * as pinRoute from "@/app/api/admin/employees/[id]/pin/route";
import * as mineRoute from "@/app/api/work-time/mine/route";
import { createEmployee } from "@/lib/auth/employees";
import { sessionRecheckMs } from "@/lib/auth/session-check";
import { sessionsEndedPath } from "@/lib/auth/session-end";
import { employees } from "@/lib/db/schema";
import { publishChange } from "@/lib/server/change-bus";
import {
  apiRequest,
  appOrigin,
  employee,
  routeParams,
  sessionCookie,
  setUpApiRoutes,
} from "../support/api-session";
import { readSessionWith, signInThrough, signOutWith } from "../support/next-auth-calls";

const ctx = setUpApiRoutes({ seed: false });
const admin = employee(["admin"]);
let made = 0;

beforeAll(async () => {
  // Requests name their address as server/serve.mjs does (the sign-in throttle's key).
  (globalThis as Record<string, unknown>).__shopfloorPeerAddressHeader = true;
  await sessionCookie(admin); // the admin's row first: employees made here get ids after it
});
afterEach(() => vi.useRealTimers());

/** A cutter who signs in with a password, and the id of their row. */
async function newCutter(): Promise<{ id: number; username: string; password: string }> {
  made += 1;
  const username = `cutter${made}`;
  const password = `${username}-password`;
  const row = await createEmployee(ctx.handle.db, {
    username,
    displayName: `Cutter ${made}`,
    hubEmployeeId: 7000 + made,
    roles: ["operator"],
    departmentIds: [1],
    badgeCode: `EMP-70${made}`,
    pin: "7000",
    password,
  });
  return { id: row.employeeId, username, password };
}

async function signedIn(who: { username: string; password: string }): Promise<string> {
  const { cookie, error } = await signInThrough("password", {
    username: who.username,
    password: who.password,
  });
  expect(error).toBeNull();
  return cookie!;
}

/** What the copied cookie gets from an API route. */
const statusWith = async (cookie: string) =>
  (
    await mineRoute.GET(
      new NextRequest(new URL("/api/work-time/mine", appOrigin), { headers: { cookie, origin: appOrigin } }),
    )
  ).status;

async function asAdmin(
  route: { PUT?: unknown; PATCH?: unknown },
  method: "PUT" | "PATCH",
  path: string,
  id: number,
  body: unknown,
) {
  const handler = (method === "PUT" ? route.PUT : route.PATCH) as typeof pinRoute.PUT;
  const response = await handler(await apiRequest(path, { method, as: admin, body }), routeParams({ id }));
  expect(response.status).toBeLessThan(300);
}

/** The copy is refused by the API and by GET /api/auth/session, which clears it instead of renewing it. */
async function expectEnded(cookie: string) {
  expect(await statusWith(cookie)).toBe(401);
  const session = await readSessionWith(cookie);
  expect(session.body).toEqual({});
  expect(session.renewed).toBeNull();
}

describe("a copied session cookie", () => {
  it("is refused once its employee signs out", async () => {
    const cutter = await newCutter();
    const cookie = await signedIn(cutter);
    const copy = cookie;
    expect(await statusWith(copy)).toBe(200);
    expect((await readSessionWith(copy)).body.employee?.username).toBe(cutter.username);

    expect((await signOutWith(cookie)).status).toBe(200);
    await expectEnded(copy);
    // Signing in again makes a new session; the old copy stays ended.
    expect(await statusWith(await signedIn(cutter))).toBe(200);
    expect(await statusWith(copy)).toBe(401);
  });

  it("is refused once its employee is deactivated, and stays refused after reactivation", async () => {
    const cutter = await newCutter();
    const copy = await signedIn(cutter);
    expect(await statusWith(copy)).toBe(200);
    const path = `/api/admin/employees/${cutter.id}`;
    await asAdmin(employeeRoute, "PATCH", path, cutter.id, { isActive: false });
    await expectEnded(copy);
    await asAdmin(employeeRoute, "PATCH", path, cutter.id, { isActive: true });
    await expectEnded(copy);
    expect(await statusWith(await signedIn(cutter))).toBe(200);
  });

  it("is refused after a new PIN, a new password, a role change (even one undone)", async () => {
    const cutter = await newCutter();
    const base = `/api/admin/employees/${cutter.id}`;
    let copy = await signedIn(cutter);
    await asAdmin(pinRoute, "PUT", `${base}/pin`, cutter.id, { pin: "8123" });
    await expectEnded(copy);

    copy = await signedIn(cutter);
    cutter.password = "a-new-long-password";
    await asAdmin(passwordRoute, "PUT", `${base}/password`, cutter.id, { password: cutter.password });
    await expectEnded(copy);

    copy = await signedIn(cutter);
    await asAdmin(employeeRoute, "PATCH", base, cutter.id, { roles: ["operator", "packer"] });
    await asAdmin(employeeRoute, "PATCH", base, cutter.id, { roles: ["operator"] });
    await expectEnded(copy);
    expect(await statusWith(await signedIn(cutter))).toBe(200);
  });
});

describe("a session ended by another app server (one database, the change bus between them)", () => {
  /** What the other server does at a sign-out: raise the version in the shared table, announce it on the bus. */
  const otherServerEnds = (id: number) =>
    ctx.handle.db
      .update(employees)
      .set({ sessionVersion: sql`${employees.sessionVersion} + 1` })
      .where(eq(employees.id, id));

  it("is refused here as soon as the other server's announcement arrives", async () => {
    const cutter = await newCutter();
    const copy = await signedIn(cutter);
    expect(await statusWith(copy)).toBe(200); // this server now keeps the row
    await otherServerEnds(cutter.id);
    expect(await statusWith(copy)).toBe(200); // the kept row, until the bus says otherwise
    // The bus message, as this server hears it from the other (in one process the bus delivers it at once).
    publishChange({ method: "POST", path: sessionsEndedPath, endedSessionsOf: [cutter.id] });
    expect(await statusWith(copy)).toBe(401);
  });

  it("without the announcement (a change straight in the database), is refused within sessionRecheckMs", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2031, 2, 3, 7, 0));
    const cutter = await newCutter();
    const copy = await signedIn(cutter);
    expect(await statusWith(copy)).toBe(200);
    await otherServerEnds(cutter.id);
    vi.setSystemTime(Date.now() + sessionRecheckMs);
    expect(await statusWith(copy)).toBe(401);
  });
});

describe("the absolute lifetime (SESSION_MAX_HOURS, 12 h by default)", () => {
  it("ends a session 12 h after its sign-in however often it was used and renewed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const signInAt = Date.UTC(2031, 4, 12, 5, 30);
    vi.setSystemTime(signInAt);
    const cutter = await newCutter();
    let cookie = await signedIn(cutter);
    const hour = 3_600_000;
    for (const at of [2, 4, 6, 8, 10, 11.9]) {
      vi.setSystemTime(signInAt + at * hour);
      expect(await statusWith(cookie)).toBe(200);
      const session = await readSessionWith(cookie);
      // The browser is told the true end, not a sliding one.
      expect(Date.parse(session.body.expires!)).toBeLessThanOrEqual(signInAt + 12 * hour);
      cookie = session.renewed ?? cookie;
    }
    vi.setSystemTime(signInAt + 12 * hour);
    await expectEnded(cookie);
    // A fresh sign-in works again.
    expect(await statusWith(await signedIn(cutter))).toBe(200);
  });
});
