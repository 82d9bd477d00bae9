import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase } from "@/tests/support/test-database";
import { jsonArray, jsonObject } from "./json-text";

type Row = { id: number; name: string | null; ok: boolean | null; at: Date | null };
const rows: Row[] = [
  {
    id: 2,
    name: 'quote " backslash \\ slash / newline \n tab \t bell \u0007 – é ✓ 😀',
    ok: true,
    at: new Date("2025-03-04T05:06:07.089Z"),
  },
  { id: 1, name: null, ok: null, at: null },
  { id: 3, name: "", ok: false, at: new Date("1999-12-31T23:59:59.999Z") },
];

describe("JSON text written by the database", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.execute(sql`create table json_text_test (id int, name text, ok boolean, at timestamptz)`);
    for (const row of rows) {
      await handle.db.execute(
        sql`insert into json_text_test values (${row.id}, ${row.name}, ${row.ok}, ${row.at?.toISOString() ?? null})`,
      );
    }
  });
  afterAll(() => handle.close());

  it("is the text JSON.stringify writes for the same objects, in the order asked", async () => {
    const item = jsonObject([
      ["id", sql`id`, "number"],
      ["name", sql`name`, "text"],
      ["ok", sql`ok`, "boolean"],
      ["at", sql`at`, "timestamp"],
    ]);
    const [row] = await queryRows<{ json: string }>(
      handle.db,
      sql`select ${jsonArray(item, sql`id`)} as json from json_text_test`,
    );
    const expected = [...rows]
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, name: r.name, ok: r.ok, at: r.at?.toISOString() ?? null }));
    expect(row?.json).toBe(JSON.stringify(expected));
  });

  it("is [] for no rows", async () => {
    const [row] = await queryRows<{ json: string }>(
      handle.db,
      sql`select ${jsonArray(jsonObject([["id", sql`id`, "number"]]), sql`id`)} as json from json_text_test where false`,
    );
    expect(row?.json).toBe("[]");
  });
});
