import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { ensureDemoEmployees, isDemoDatabase, listDemoLogins, markDemoData } from "./demo-employees";
import { findEmployeeByBadgeCode, findEmployeeByUsername, listEmployees } from "./employees";
import { verifyPassword, verifyPin } from "./password";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("demo employees", () => {
  it("is not a demo database until marked", async () => {
    expect(await isDemoDatabase(handle.db)).toBe(false);
    expect(await listDemoLogins(handle.db)).toEqual([]);
  });

  it("creates the nine demo employees once, with hashed passwords and PINs, and marks the database", async () => {
    const departmentIdsByCode = { CUT: 11, SEW: 12, ASM: 13 };
    expect(await ensureDemoEmployees(handle.db, { departmentIdsByCode })).toBe("created");
    expect(await ensureDemoEmployees(handle.db, { departmentIdsByCode })).toBe("skipped");
    const all = await listEmployees(handle.db);
    expect(all.map((e) => e.username)).toEqual([
      "admin",
      "assembler",
      "assembler2",
      "cutter",
      "matcher",
      "packer",
      "sewer",
      "sewer2",
      "supervisor",
    ]);
    expect(await isDemoDatabase(handle.db)).toBe(true);

    const cutter = await findEmployeeByUsername(handle.db, "Cutter");
    expect(cutter).toMatchObject({
      hubEmployeeId: 1005,
      roles: ["operator"],
      departmentIds: [11],
      badgeCode: "EMP-1005",
      locale: "en",
    });
    expect(cutter?.passwordHash).not.toContain("cutter");
    expect(await verifyPassword("cutter", cutter!.passwordHash)).toBe(true);
    expect(await verifyPin("1005", cutter!.pinHash!)).toBe(true);

    const sewer = await findEmployeeByBadgeCode(handle.db, "EMP-1006");
    expect(sewer).toMatchObject({ username: "sewer", departmentIds: [12], locale: "nl" });
    // The demo floor's staffing: one cutter, two sewers, two assemblers, each on a hub id of their department.
    const operators = all.filter((e) => e.roles.includes("operator"));
    expect(
      operators.map((e) => ({ username: e.username, hub: e.hubEmployeeId, departmentIds: e.departmentIds })),
    ).toEqual([
      { username: "assembler", hub: 1007, departmentIds: [13] },
      { username: "assembler2", hub: 1009, departmentIds: [13] },
      { username: "cutter", hub: 1005, departmentIds: [11] },
      { username: "sewer", hub: 1006, departmentIds: [12] },
      { username: "sewer2", hub: 1008, departmentIds: [12] },
    ]);
    expect(new Set(all.map((e) => e.hubEmployeeId)).size).toBe(all.length);
    expect(await verifyPin("1009", (await findEmployeeByBadgeCode(handle.db, "EMP-1009"))!.pinHash!)).toBe(
      true,
    );
  });

  it("lists the demo logins for the login page, without hashes", async () => {
    const logins = await listDemoLogins(handle.db);
    expect(logins.map((l) => l.username)).toEqual([
      "admin",
      "supervisor",
      "packer",
      "matcher",
      "cutter",
      "sewer",
      "sewer2",
      "assembler",
      "assembler2",
    ]);
    expect(logins[0]).toEqual({
      username: "admin",
      displayName: "Ada de Vries",
      roles: ["admin"],
      badgeCode: "EMP-1001",
      pin: "1001",
    });
    expect(JSON.stringify(logins)).not.toContain("scrypt");
  });

  it("marks demo data idempotently", async () => {
    await markDemoData(handle.db);
    expect(await isDemoDatabase(handle.db)).toBe(true);
  });
});

describe("demo employees without their departments", () => {
  it("refuses to create operators without a department, and creates nobody", async () => {
    const other = await openTestDatabase();
    try {
      await expect(ensureDemoEmployees(other.db, { departmentIdsByCode: { CUT: 1 } })).rejects.toThrow(
        /code SEW/,
      );
      await expect(
        ensureDemoEmployees(other.db, { departmentIdsByCode: { CUT: 1, SEW: 2 } }),
      ).rejects.toThrow(/code ASM for demo employee assembler/);
      expect(await listEmployees(other.db)).toEqual([]);
      expect(await isDemoDatabase(other.db)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
