// The database errors answered 503 (stopped, restarting, the connection cut),
// and those that are not (a constraint, a syntax error).
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a stopped, restarting or cut-off database, also wrapped by drizzle", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command")),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("57P03") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves other errors to the generic 500", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode("42601") }))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
