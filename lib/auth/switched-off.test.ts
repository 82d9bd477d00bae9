// An employee an admin switched off: with the right password or badge + PIN
// they hear that the account is switched off (not "wrong password", which would
// send them to try again); a wrong password gets the usual nothing, so no one
// without the password learns the account's state.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { openTestDatabase } from "@/tests/support/test-database";
import { createEmployee } from "./employees";
import { AccountSwitchedOffError, authenticate } from "./sign-in";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await createEmployee(handle.db, {
    username: "lou",
    displayName: "Lou",
    hubEmployeeId: 1077,
    roles: ["operator"],
    departmentIds: [1],
    badgeCode: "EMP-1077",
    pin: "4077",
    password: "lou-long-password",
  });
});
afterAll(() => handle.close());

const byPassword = (password: string) =>
  authenticate(
    handle.db,
    { method: "password", username: "lou", password },
    { address: "10.1.2.4", wait: () => Promise.resolve() },
  );
const byBadge = (pin: string) =>
  authenticate(
    handle.db,
    { method: "badge", badgeCode: "EMP-1077", pin },
    { address: "10.1.2.5", wait: () => Promise.resolve() },
  );

describe("signing in to a switched-off account", () => {
  it("says so for the right password or PIN, and nothing more for a wrong one", async () => {
    expect(await byPassword("lou-long-password")).toMatchObject({ username: "lou" });
    await handle.db.update(employees).set({ isActive: false }).where(eq(employees.username, "lou"));
    await expect(byPassword("lou-long-password")).rejects.toBeInstanceOf(AccountSwitchedOffError);
    await expect(byBadge("4077")).rejects.toBeInstanceOf(AccountSwitchedOffError);
    expect(await byPassword("not-the-password")).toBeNull();
    expect(await byBadge("1234")).toBeNull();
  });
});
