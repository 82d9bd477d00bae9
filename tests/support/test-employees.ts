// Test support for the sign-in and role tests: the one packer they sign in
// as, and a session employee with the roles a test gives.
import type { Database } from "@/lib/db/client";
import { createEmployee, type NewEmployee } from "@/lib/auth/employees";
import type { SessionEmployee, SessionRole } from "@/lib/base/roles";

export const testPacker = {
  username: "packer",
  displayName: "Pim",
  hubEmployeeId: 1003,
  roles: ["packer"],
  password: "packer-secret",
  badgeCode: "EMP-1003",
  pin: "1003",
} satisfies NewEmployee;

export const createTestPacker = (db: Database) => createEmployee(db, testPacker);

export const sessionEmployee = (roles: SessionRole[], departmentIds: number[] = []): SessionEmployee => ({
  employeeId: 1,
  username: "x",
  displayName: "X",
  hubEmployeeId: 1,
  locale: "en",
  roles,
  departmentIds,
});
