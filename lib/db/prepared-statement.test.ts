import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import type { DatabaseHandle } from "./client";
import { runPrepared, type PreparedStatement } from "./prepared-statement";

const echo: PreparedStatement = {
  name: "test_echo",
  paramTypes: ["text", "int"],
  text: "select $1::text as text, $2::int + 1 as next, length($1) as length",
};
const byName: PreparedStatement = {
  name: "test_by_name",
  paramTypes: ["text"],
  text: "select id from prepared_test where name = $1 order by id",
};

describe("runPrepared", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create table prepared_test (id int primary key, name text not null)`);
    await handle.db.execute(sql`insert into prepared_test values (1, 'a'), (2, 'b'), (3, 'a')`);
  });
  afterAll(() => handle.close());

  it("passes strings through exactly, quotes and backslashes included", async () => {
    for (const text of [
      "plain",
      "O'Brien",
      String.raw`back\slash`,
      String.raw`\'; drop table x; --`,
      "é ✓",
    ]) {
      const [row] = await runPrepared<{ text: string; length: number }>(handle.db, echo, [text, 41]);
      expect(row).toMatchObject({ text, length: [...text].length });
    }
    const [nulls] = await runPrepared<{ text: string | null; next: number | null }>(handle.db, echo, [
      null,
      null,
    ]);
    expect(nulls).toMatchObject({ text: null, next: null });
  });

  it("runs again and again, at once too, with each call's own parameters", async () => {
    const rows = await Promise.all(
      ["a", "b", "c", "a"].map((name) => runPrepared<{ id: number }>(handle.db, byName, [name])),
    );
    expect(rows.map((r) => r.map((row) => row.id))).toEqual([[1, 3], [2], [], [1, 3]]);
  });

  it("sees the transaction's own writes when run inside it", async () => {
    // Read inside, assert outside: a failed expect thrown inside the callback
    // would only roll the transaction back, which is what this test does anyway.
    let seenInside: { id: number }[] | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_test values (4, 'd')`);
        seenInside = await runPrepared<{ id: number }>(tx, byName, ["d"]);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(seenInside).toEqual([{ id: 4 }]);
    expect(await runPrepared(handle.db, byName, ["d"])).toEqual([]);
  });

  // PGlite only: node-postgres keeps its own record of each connection's named
  // statements, which a DEALLOCATE behind its back breaks (nothing here sends one).
  it.skipIf(testDatabaseKind === "postgres")(
    "prepares again when the statement was deallocated",
    async () => {
      await runPrepared(handle.db, byName, ["a"]);
      await handle.db.execute(sql`deallocate all`);
      expect(await runPrepared<{ id: number }>(handle.db, byName, ["b"])).toEqual([{ id: 2 }]);
    },
  );

  it("refuses a NUL character as PostgreSQL always does", async () => {
    await expect(runPrepared(handle.db, echo, ["a\0b", 1])).rejects.toThrow();
  });
});
