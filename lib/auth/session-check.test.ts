import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { createEmployee } from "./employees";
import type { SessionEmployee } from "./roles";
import { confirmSessionEmployee, forgetEmployeeAccess } from "./session-check";

let handle: DatabaseHandle;
let signedIn: SessionEmployee;

beforeAll(async () => {
  handle = await openTestDatabase();
  signedIn = await createEmployee(handle.db, {
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
  handle.db.update(employees).set(changes).where(eq(employees.id, signedIn.employeeId));

describe("confirmSessionEmployee", () => {
  it("keeps a session whose employee is active with the same roles and departments, in any order", async () => {
    expect(await confirmSessionEmployee(handle.db, signedIn)).toEqual(signedIn);
    const reordered: SessionEmployee = { ...signedIn, roles: ["packer", "operator"], departmentIds: [2, 4] };
    expect(await confirmSessionEmployee(handle.db, reordered)).toEqual(reordered);
  });

  it("keeps it through a change of name or language (they apply at the next sign-in)", async () => {
    await setRow({ displayName: "Olga B.", locale: "nl" });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toEqual(signedIn);
  });

  it("ends it when a role or a department is added or taken away", async () => {
    await setRow({ roles: ["operator"] });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toBeNull();
    await setRow({ roles: ["operator", "packer"], departmentIds: [4, 2, 7] });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toBeNull();
    await setRow({ departmentIds: [4, 2] });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toEqual(signedIn);
  });

  it("ends it for a deactivated employee and for one that does not exist", async () => {
    await setRow({ isActive: false });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toBeNull();
    await setRow({ isActive: true });
    expect(await confirmSessionEmployee(handle.db, { ...signedIn, employeeId: 99_999 })).toBeNull();
  });
});

describe("confirmSessionEmployee with a kept row (API routes)", () => {
  const at = 1_000_000;

  it("uses a row read less than maxAgeMs ago, and reads it again after", async () => {
    const maxAgeMs = 10_000;
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now: at })).toEqual(signedIn);
    await setRow({ isActive: false });
    // Kept: the deactivation is not seen until the row is read again...
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now: at + maxAgeMs - 1 })).toEqual(
      signedIn,
    );
    // ...which is at most maxAgeMs later; without maxAgeMs it is read every time.
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now: at + maxAgeMs })).toBeNull();
    await setRow({ isActive: true });
    expect(await confirmSessionEmployee(handle.db, signedIn)).toEqual(signedIn);
  });

  it("reads the row again at once after forgetEmployeeAccess (a change through the admin screens)", async () => {
    const maxAgeMs = 60_000;
    const now = at + 100_000;
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now })).toEqual(signedIn);
    await setRow({ roles: ["operator"] });
    forgetEmployeeAccess(handle.db, signedIn.employeeId);
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now: now + 1 })).toBeNull();
    await setRow({ roles: ["operator", "packer"] });
    forgetEmployeeAccess(handle.db, signedIn.employeeId);
    expect(await confirmSessionEmployee(handle.db, signedIn, { maxAgeMs, now: now + 2 })).toEqual(signedIn);
  });
});
