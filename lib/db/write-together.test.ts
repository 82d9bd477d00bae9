import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, boolean } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "@/tests/support/test-database";
import { queryRows, type DatabaseHandle } from "./client";
import { writeTogether } from "./write-together";

const notes = pgTable("together_notes", {
  id: integer("id").primaryKey(),
  body: text("body").notNull(),
  score: integer("score"),
  isDone: boolean("is_done"),
  at: timestamp("at", { withTimezone: true }),
  extra: jsonb("extra"),
});

type NoteRow = { id: number; body: string; score: number | null; is_done: boolean | null; at: string | null };

describe("writeTogether", () => {
  let handle: DatabaseHandle;
  const all = () =>
    queryRows<NoteRow & { extra: string | null }>(
      handle.db,
      sql`select id, body, score, is_done, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at, extra::text as extra from together_notes order by id`,
    );
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(
      sql`create table together_notes (id int primary key, body text not null, score int, is_done boolean, at timestamptz, extra jsonb)`,
    );
  });
  beforeEach(() => handle.db.execute(sql`delete from together_notes`));
  afterAll(() => handle.close());

  it("writes every statement, each value exactly as given, and answers the last one's rows", async () => {
    const bodies = [
      "plain",
      "O'Brien",
      String.raw`back\slash`,
      String.raw`\'; drop table together_notes; --`,
      "é ✓ 🧵",
    ];
    const at = new Date("2026-03-29T01:30:00.123Z");
    const rows = await writeTogether<{ id: number }>(handle.db, [
      ...bodies.map((body, i) =>
        handle.db
          .insert(notes)
          .values({ id: i + 1, body, score: 2 - 3 * i, isDone: i % 2 === 0, at, extra: { body, n: i } }),
      ),
      handle.db
        .update(notes)
        .set({ score: sql`${notes.score} - ${-5}` })
        .where(eq(notes.id, 2))
        .returning({ id: notes.id }),
    ]);
    expect(rows).toEqual([{ id: 2 }]);
    expect(await all()).toEqual(
      bodies.map((body, i) => ({
        id: i + 1,
        body,
        score: i === 1 ? 4 : 2 - 3 * i,
        is_done: i % 2 === 0,
        at: "2026-03-29T01:30:00.123",
        extra: JSON.stringify({ n: i, body }).replace(/,/g, ", ").replace(/:/g, ": "),
      })),
    );
  });

  it("writes none of them when one fails", async () => {
    await handle.db.insert(notes).values({ id: 1, body: "kept" });
    await expect(
      writeTogether(handle.db, [
        handle.db.update(notes).set({ body: "changed" }).where(eq(notes.id, 1)),
        handle.db.insert(notes).values({ id: 2, body: "new" }),
        handle.db.insert(notes).values({ id: 1, body: "a second row 1" }),
      ]),
    ).rejects.toThrow();
    expect((await all()).map((row) => [row.id, row.body])).toEqual([[1, "kept"]]);
    // The connection is usable afterwards: no transaction was left open.
    await writeTogether(handle.db, [handle.db.insert(notes).values({ id: 3, body: "after" })]);
    expect((await all()).map((row) => row.id)).toEqual([1, 3]);
  });

  it("refuses a NUL character as PostgreSQL always does, writing nothing", async () => {
    await expect(
      writeTogether(handle.db, [
        handle.db.insert(notes).values({ id: 1, body: "first" }),
        handle.db.insert(notes).values({ id: 2, body: "a\0b" }),
      ]),
    ).rejects.toThrow();
    expect(await all()).toEqual([]);
  });

  it("runs inside a caller's transaction, and is rolled back with it", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await writeTogether(tx, [tx.insert(notes).values({ id: 1, body: "inside" })]);
        throw new Error("the caller fails");
      }),
    ).rejects.toThrow("the caller fails");
    expect(await all()).toEqual([]);
  });
});
