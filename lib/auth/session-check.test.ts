import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { createEmployee } from "./employees";
import type { SessionEmployee } from "@/lib/base/roles";
import { confirmSession, forgetEmployeeAccess } from "./session-check";
import { endEmployeeSessions } from "./session-end";
import { newSessionStamp, type SessionOfToken } from "./session-stamp";

let handle: DatabaseHandle;
let olga: SessionEmployee;

beforeAll(async () => {
  handle = await openTestDatabase();
  olga = await createEmployee(handle.db, {
    username: "olga",
    displayName: "Olga",
    hubEmployeeId: 3001,
    roles: ["operator", "packer"],
    departmentIds: [4, 2],
    password: "olga-password",
  });
});
afterAll(() => handle.close());

const setRow = (changes: Partial<typeof employees.$inferInsert>) =>
  handle.db.update(employees).set(changes).where(eq(employees.id, olga.employeeId));

/** A new session as a sign-in makes it: the row's session version now, signed in at `nowMs`. */
async function signIn(employee: SessionEmployee = olga, nowMs = Date.now()): Promise<SessionOfToken> {
  const [row] = await handle.db
    .select({ sessionVersion: employees.sessionVersion })
    .from(employees)
    .where(eq(employees.id, employee.employeeId));
  return { employee, stamp: newSessionStamp(row!.sessionVersion, nowMs) };
}

describe("confirmSession", () => {
  it("keeps a session whose employee is active with the same roles and departments, in any order", async () => {
    const session = await signIn();
    expect(await confirmSession(handle.db, session)).toEqual(olga);
    const reordered: SessionEmployee = { ...olga, roles: ["packer", "operator"], departmentIds: [2, 4] };
    expect(await confirmSession(handle.db, { ...session, employee: reordered })).toEqual(reordered);
  });

  it("keeps it through a change of name or language (they apply at the next sign-in)", async () => {
    const session = await signIn();
    await setRow({ displayName: "Olga B.", locale: "nl" });
    expect(await confirmSession(handle.db, session)).toEqual(olga);
  });

  it("ends it when a role or a department changes, also when the change is undone", async () => {
    const session = await signIn();
    await setRow({ roles: ["operator"] });
    expect(await confirmSession(handle.db, session)).toBeNull();
    await setRow({ roles: ["operator", "packer"], departmentIds: [4, 2, 7] });
    expect(await confirmSession(handle.db, session)).toBeNull();
    await setRow({ departmentIds: [4, 2] });
    // The rights are the session's again, but the session was ended: a new sign-in is needed.
    expect(await confirmSession(handle.db, session)).toBeNull();
    expect(await confirmSession(handle.db, await signIn())).toEqual(olga);
  });

  it("ends it for a deactivated employee, and reactivating does not bring it back", async () => {
    const session = await signIn();
    await setRow({ isActive: false });
    expect(await confirmSession(handle.db, session)).toBeNull();
    await setRow({ isActive: true });
    expect(await confirmSession(handle.db, session)).toBeNull();
    expect(
      await confirmSession(handle.db, { ...session, employee: { ...olga, employeeId: 99_999 } }),
    ).toBeNull();
  });

  it("ends it with a new PIN, a new password, a new badge, and a sign-out (changed straight in the database too)", async () => {
    for (const change of [{ pinHash: "other" }, { passwordHash: "other" }, { badgeCode: "EMP-77" }]) {
      const session = await signIn();
      await setRow(change);
      expect(await confirmSession(handle.db, session)).toBeNull();
    }
    const session = await signIn();
    await endEmployeeSessions(handle.db, olga.employeeId);
    expect(await confirmSession(handle.db, session)).toBeNull();
  });

  it("ends it at its absolute lifetime (SESSION_MAX_HOURS, 12 h by default), used or not", async () => {
    const signedInAt = Date.UTC(2030, 0, 7, 6, 0);
    const session = await signIn(olga, signedInAt);
    const hour = 3_600_000;
    expect(await confirmSession(handle.db, session, { now: signedInAt + 11 * hour })).toEqual(olga);
    expect(await confirmSession(handle.db, session, { now: signedInAt + 12 * hour - 1 })).toEqual(olga);
    expect(await confirmSession(handle.db, session, { now: signedInAt + 12 * hour })).toBeNull();
  });
});

describe("confirmSession with a kept row (API routes)", () => {
  it("uses a row read less than maxAgeMs ago, and reads it again after", async () => {
    const at = Date.now();
    const maxAgeMs = 10_000;
    const session = await signIn(olga, at);
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at })).toEqual(olga);
    // Straight in the database (no announcement): not seen until the row is read again...
    await setRow({ isActive: false });
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at + maxAgeMs - 1 })).toEqual(olga);
    // ...which is at most maxAgeMs later; without maxAgeMs it is read every time.
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at + maxAgeMs })).toBeNull();
    await setRow({ isActive: true });
  });

  it("reads the row again at once after forgetEmployeeAccess (an end announced by any server)", async () => {
    const at = Date.now();
    const maxAgeMs = 60_000;
    forgetEmployeeAccess(olga.employeeId); // the row kept by the test before
    const session = await signIn(olga, at);
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at })).toEqual(olga);
    await setRow({ roles: ["operator"] });
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at + 1 })).toEqual(olga);
    forgetEmployeeAccess(olga.employeeId);
    expect(await confirmSession(handle.db, session, { maxAgeMs, now: at + 2 })).toBeNull();
    await setRow({ roles: ["operator", "packer"] });
  });
});
