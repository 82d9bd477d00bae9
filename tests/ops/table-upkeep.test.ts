// Table upkeep (lib/ops/db-maintenance.ts) on a real migrated database: a table
// that grew or changed since it was analyzed is found, vacuumed and analyzed
// (its dead rows gone, the planner's row count true again), one that did not is
// left alone, and a pass stops between tables when the floor stops being quiet.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows, type DatabaseHandle } from "@/lib/db/client";
import { dueTables, maintainTables, quietMs } from "@/lib/ops/db-maintenance";
import { msSinceLastRequest, observeRequest } from "@/lib/server/request-observer";
import { openTestDatabase, testDatabaseKind } from "../support/test-database";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const rowsOf = async (table: string) => {
  const [row] = await queryRows<{ rows: number; pages: number; allVisible: number; dead: number | null }>(
    handle.db,
    sql`select c.reltuples::int as rows, c.relpages::int as pages, c.relallvisible::int as "allVisible",
          s.n_dead_tup::int as dead
        from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
        where c.oid = ${`public.${table}`}::regclass`,
  );
  return row!;
};

/**
 * A table of `count` rows, vacuumed and analyzed: what the planner knows is true. The counts
 * of inserted rows are flushed first (PGlite holds them until asked), as the upkeep does.
 */
async function freshTable(table: string, count: number, upkeep = "vacuum (analyze)") {
  await handle.db.execute(
    sql.raw(`create table public.${table} (id serial primary key, note text not null)`),
  );
  await handle.db.execute(
    sql.raw(`insert into public.${table} (note) select 'row ' || g from generate_series(1, ${count}) g`),
  );
  await handle.db.execute(sql`select pg_stat_force_next_flush()`);
  await handle.db.execute(sql.raw(`${upkeep} public.${table}`));
}

const isDue = async (table: string) =>
  (await dueTables(handle.db)).find((due) => due.schema === "public" && due.table === table);

describe(`table upkeep (${testDatabaseKind})`, () => {
  it("leaves a table alone that has not changed since it was analyzed", async () => {
    await freshTable("upkeep_still", 3_000);
    expect(await isDue("upkeep_still")).toBeUndefined();
  });

  it("finds a table whose rows were all rewritten twice, vacuums and analyzes it, and then leaves it alone", async () => {
    await freshTable("upkeep_rewritten", 3_000);
    const before = await rowsOf("upkeep_rewritten");
    await handle.db.execute(sql`update public.upkeep_rewritten set note = note || ' again'`);
    await handle.db.execute(sql`update public.upkeep_rewritten set note = note || ' and again'`);
    expect(await isDue("upkeep_rewritten")).toMatchObject({ reason: "grown" });

    const pass = await maintainTables(handle.db);
    expect(pass.isStopped).toBe(false);
    const done = pass.maintained.find((table) => table.table === "upkeep_rewritten");
    expect(done).toMatchObject({ schema: "public", reason: "grown" });
    expect(done!.pages).toBeGreaterThan(before.pages * 2);

    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    const after = await rowsOf("upkeep_rewritten");
    expect(after.rows).toBe(3_000);
    expect(after.pages).toBe(done!.pages);
    expect(after.dead).toBe(0);
    expect(await isDue("upkeep_rewritten")).toBeUndefined();
    // The app's own tables were looked at too, and nothing is due once the pass is over.
    expect(await dueTables(handle.db)).toEqual([]);
  });

  it("finds a table loaded and only analyzed (as a bulk load leaves it), and vacuums it for index-only scans", async () => {
    await freshTable("upkeep_loaded", 3_000, "analyze");
    expect((await rowsOf("upkeep_loaded")).allVisible).toBe(0);
    expect(await isDue("upkeep_loaded")).toMatchObject({ reason: "not vacuumed" });
    await maintainTables(handle.db);
    const after = await rowsOf("upkeep_loaded");
    expect(after.allVisible).toBe(after.pages);
    expect(await isDue("upkeep_loaded")).toBeUndefined();
  });

  it("finds a table that lost most of its rows without growing, by its dead rows", async () => {
    await freshTable("upkeep_emptied", 3_000);
    await handle.db.execute(sql`delete from public.upkeep_emptied where id > 500`);
    expect(await isDue("upkeep_emptied")).toMatchObject({ reason: "dead rows" });
    await maintainTables(handle.db);
    expect((await rowsOf("upkeep_emptied")).rows).toBe(500);
  });

  it("finds a table that grew by its inserts, and counts them once analyzed", async () => {
    await freshTable("upkeep_grown", 1_000);
    await handle.db.execute(
      sql`insert into public.upkeep_grown (note) select 'new ' || g from generate_series(1, 2000) g`,
    );
    expect(await isDue("upkeep_grown")).toBeDefined();
    await maintainTables(handle.db);
    expect((await rowsOf("upkeep_grown")).rows).toBe(3_000);
  });

  it("stops between tables once the floor is no longer quiet, and leaves the rest due", async () => {
    await freshTable("upkeep_first", 2_000);
    await freshTable("upkeep_second", 2_000);
    for (const table of ["upkeep_first", "upkeep_second"])
      await handle.db.execute(sql.raw(`update public.${table} set note = note || ' changed'`));
    let asked = 0;
    const pass = await maintainTables(handle.db, () => ++asked === 1);
    expect(pass.isStopped).toBe(true);
    expect(pass.maintained).toHaveLength(1);
    const left = (await dueTables(handle.db)).filter((due) => due.table.startsWith("upkeep_"));
    expect(left).toHaveLength(1);
    expect(left[0]!.table).not.toBe(pass.maintained[0]!.table);
  });

  it("counts the floor quiet from the last API request's start", () => {
    // The clock the observer reads (performance.now), moved by hand: the figures are exact.
    let now = 1_000_000;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    try {
      observeRequest(new Request("http://localhost:3000/api/ping"));
      expect(msSinceLastRequest()).toBe(0);
      now += quietMs - 1;
      expect(msSinceLastRequest()).toBe(quietMs - 1);
      // A second request starts the count again.
      observeRequest(new Request("http://localhost:3000/api/ping"));
      expect(msSinceLastRequest()).toBe(0);
      now += quietMs;
      expect(msSinceLastRequest()).toBe(quietMs);
    } finally {
      clock.mockRestore();
    }
  });
});
