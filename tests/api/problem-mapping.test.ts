// The one error mapper and the audit's redaction, on their own: what reaches
// the tablet for each kind of failure, and what never reaches the audit trail.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { redactSecrets } from "@/lib/audit/audit";
import { AppError } from "@/lib/errors";
import { problemOf } from "@/lib/http/problem";
import { ProductionApiError } from "@/lib/production-api/errors";

afterEach(() => vi.restoreAllMocks());

describe("problemOf", () => {
  it("turns a ZodError into 400 with field → messages", () => {
    const result = z.object({ id: z.number() }).safeParse({ id: "x" });
    expect(problemOf(result.error)).toMatchObject({ status: 400, errors: { id: [expect.any(String)] } });
  });

  it("gives each AppError code its status", () => {
    expect(problemOf(new AppError("too_many", "Slow down")).status).toBe(429);
    expect(problemOf(new AppError("bad_origin", "Refused")).status).toBe(403);
    expect(problemOf(new AppError("conflict", "Conflict")).status).toBe(409);
  });

  it("keeps an upstream 404 and 400 with its field errors", () => {
    const notFound = new ProductionApiError(
      "polygon/getbyid",
      "problem",
      404,
      "Not found",
      "Polygon 9 does not exist",
    );
    expect(problemOf(notFound)).toMatchObject({ status: 404, detail: "Polygon 9 does not exist" });
    const invalid = new ProductionApiError("package/create", "problem", 400, "Invalid", "", {
      code: ["give a code"],
    });
    expect(problemOf(invalid)).toMatchObject({ status: 400, errors: { code: ["give a code"] } });
  });

  it("logs anything else and answers a generic 500 that reveals nothing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const problem = problemOf(new Error("password=hunter2 in a stack trace"));
    expect(problem).toMatchObject({ status: 500, title: "Something went wrong on the server" });
    expect(JSON.stringify(problem)).not.toContain("hunter2");
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("redactSecrets", () => {
  it("replaces secret-looking keys at any depth and keeps the rest", () => {
    const input = {
      username: "packer",
      password: "p",
      nested: [{ pinHash: "h", accessToken: "t" }],
      shipping: 1,
    };
    expect(redactSecrets(input)).toEqual({
      username: "packer",
      password: "[redacted]",
      nested: [{ pinHash: "[redacted]", accessToken: "[redacted]" }],
      shipping: 1,
    });
  });
});
