// A failed insert of an employee carries both scrypt hashes in its SQL
// parameters: logged through the one mapper, or straight through console,
// no hash, password or token reaches the log.
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEmployee, type NewEmployee } from "@/lib/auth/employees";
import type { DatabaseHandle } from "@/lib/db/client";
import { problemOf } from "@/lib/http/problem";
import { openTestDatabase } from "@/tests/support/test-database";
import { describeError, installLogRedaction, logError, redact } from "./log";

let handle: DatabaseHandle;
let failedInsert: unknown;
const hashPattern = /scrypt\$|\$scrypt/i;
const employee: NewEmployee = {
  username: "sewer",
  displayName: "Sam",
  hubEmployeeId: 2001,
  roles: ["operator"],
  password: "sewer-secret-password",
  badgeCode: "EMP-2001",
  pin: "2001",
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await createEmployee(handle.db, employee);
  // The same username again: the database refuses the insert, hashes and all.
  failedInsert = await createEmployee(handle.db, employee).then(
    () => null,
    (error: unknown) => error,
  );
});
afterAll(() => handle.close());

describe("the server log", () => {
  it("would hold the hashes if the failed insert were printed as it is", () => {
    expect(failedInsert).toBeInstanceOf(Error);
    expect(inspect(failedInsert)).toMatch(hashPattern);
  });

  it("holds no hash when the error mapper logs the failed insert", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation(
      (...values: unknown[]) => void lines.push(values.join(" ")),
    );
    expect(problemOf(failedInsert).status).toBe(500);
    vi.restoreAllMocks();
    const log = lines.join("\n");
    expect(log).toContain("Failed query: insert into");
    expect(log).not.toMatch(hashPattern);
    expect(log).not.toContain("sewer-secret-password");
    expect(log.match(/scrypt/gi) ?? []).toHaveLength(0);
  });

  it("holds no hash when code logs the error through console itself, once redaction is installed", () => {
    const lines: string[] = [];
    const target = {
      error: (...values: unknown[]) => void lines.push(values.map((v) => inspect(v)).join(" ")),
      warn: () => undefined,
      info: () => undefined,
      log: () => undefined,
    };
    installLogRedaction(target);
    target.error("[admin] could not add an employee:", failedInsert);
    target.error({ headers: { cookie: "next-auth.session-token=eyJhbGciOiJkaXIifQ..abc.def.ghi" } });
    logError("[admin] again:", failedInsert);
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).toContain("[admin] could not add an employee: DrizzleQueryError");
    expect(lines.join("\n")).not.toMatch(hashPattern);
    expect(lines.join("\n")).not.toMatch(/eyJ|session-token=e/);
  });

  it.each([
    ["a hash of lib/auth/password.ts", "scrypt$16384$8$1$c2FsdA$aGFzaA"],
    ["a $scrypt$ hash", "$scrypt$ln=15,r=8,p=1$c2FsdA$aGFzaA"],
    ["a bcrypt hash", "$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234"],
    ["a JWT", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"],
    ["a bearer token", "Authorization: Bearer abc.def-ghi"],
    ["a session cookie", "cookie: next-auth.session-token=xyz; other=1"],
    ["a form body", "username=packer&password=hunter2&csrfToken=abc123"],
    ["SQL parameters", "Failed query: insert into x\nparams: packer,Pim,hunter2"],
  ])("redacts %s", (_, text) => {
    const redacted = redact(`before ${text} after`);
    expect(redacted).toContain("before");
    expect(redacted).not.toMatch(/hunter2|c2lnbmF0dXJl|aGFzaA|abc\.def-ghi|xyz|abc123|ABCDEFGHIJ/);
  });

  it("keeps what a maintainer needs: the error's name, message, database code and where it happened", () => {
    const text = describeError(failedInsert);
    expect(text).toMatch(/^DrizzleQueryError: Failed query: insert into "app"."employees"/);
    expect(text).toMatch(/cause: .*duplicate key value violates unique constraint/);
    expect(text).toContain("23505");
    expect(text).toMatch(/\n\s+at /);
  });
});
