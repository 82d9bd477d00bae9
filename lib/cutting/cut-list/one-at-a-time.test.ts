// Cuts at one department run one after another (the second starts when the
// first has ended, also when the first fails); other departments do not wait.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { oneCutAtATime } from "./one-at-a-time";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("one cut at a time", () => {
  it("runs a department's cuts in order, each after the one before has ended", async () => {
    const seen: string[] = [];
    const cut = (name: string, ms: number, fails = false) =>
      oneCutAtATime(handle.db, 7, async () => {
        seen.push(`${name} starts`);
        await pause(ms);
        seen.push(`${name} ends`);
        if (fails) throw new Error(`${name} refused`);
        return name;
      });
    const other = oneCutAtATime(handle.db, 8, () => {
      seen.push("other department");
      return Promise.resolve("other");
    });
    const results = await Promise.allSettled([cut("first", 40, true), cut("second", 0), other]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(seen.filter((s) => s !== "other department")).toEqual([
      "first starts",
      "first ends",
      "second starts",
      "second ends",
    ]);
    expect(seen.indexOf("other department")).toBeLessThan(seen.indexOf("first ends"));
  });
});
