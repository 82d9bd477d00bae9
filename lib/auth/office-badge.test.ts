// OFFICE_BADGE_SIGN_IN on: admins and supervisors may sign in with badge +
// PIN too (off, the default, is tested through the routes in tests/api/sign-in-limits.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { createEmployee } from "./employees";
import { authenticate } from "./sign-in";

let handle: DatabaseHandle;

beforeAll(async () => {
  // Before the first env() of this test file (each file runs in its own process).
  process.env.OFFICE_BADGE_SIGN_IN = "on";
  handle = await openTestDatabase();
  await createEmployee(handle.db, {
    username: "ada",
    displayName: "Ada",
    hubEmployeeId: 1001,
    roles: ["admin", "supervisor"],
    badgeCode: "EMP-1001",
    pin: "1001",
    password: "ada-long-password",
  });
});
afterAll(async () => {
  delete process.env.OFFICE_BADGE_SIGN_IN;
  await handle.close();
});

describe("badge sign-in of the office roles, allowed by the setting", () => {
  it("lets an admin and supervisor in with the right badge and PIN, and not with a wrong PIN", async () => {
    const attempt = (pin: string) =>
      authenticate(handle.db, { method: "badge", badgeCode: "EMP-1001", pin }, { address: "10.1.2.3" });
    expect(await attempt("1001")).toMatchObject({ username: "ada", roles: ["admin", "supervisor"] });
    expect(await attempt("9999")).toBeNull();
  });
});
