// PGlite in its own thread answers as PGlite in this one does: values, dates as
// text, errors with PostgreSQL's fields, transactions all or nothing, one at a
// time, and a dump that restores; and the request thread stays free meanwhile.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Worker } from "node:worker_threads";
import { openDatabase, queryRows, type DatabaseHandle } from "./client";
import { pgliteThreadFile } from "./pglite-in-worker";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ inMemory: true, inWorker: true });
  await handle.db.execute(sql`create table items (id int primary key, name text not null, at timestamptz)`);
});
afterAll(() => handle.close());

describe("PGlite in its own thread", () => {
  it("answers values as PGlite does, timestamps as PostgreSQL's text", async () => {
    await handle.db.execute(sql`insert into items values (1, ${"it's \u00e9"}, '2026-11-29T10:00:00Z')`);
    const rows = await queryRows<{ id: number; name: string; at: string }>(
      handle.db,
      sql`select id, name, at from items where id = ${1}`,
    );
    expect(rows).toEqual([{ id: 1, name: "it's \u00e9", at: "2026-11-29 10:00:00+00" }]);
  });

  it("throws PostgreSQL's error fields across the thread", async () => {
    const failure = await handle.db.execute(sql`insert into items values (1, 'again', null)`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const cause = (failure as Error & { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe("23505");
    expect(cause?.constraint).toBe("items_pkey");
  });

  it("commits a transaction whole and rolls a failed one back whole", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (2, 'two', null)`);
      await tx.execute(sql`insert into items values (3, 'three', null)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values (4, 'four', null)`);
        await tx.execute(sql`insert into items values (2, 'duplicate', null)`);
      }),
    ).rejects.toThrow();
    const ids = await queryRows<{ id: number }>(handle.db, sql`select id from items order by id`);
    expect(ids.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("keeps a statement from outside a transaction out of it until it ends", async () => {
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (5, 'five', null)`);
      await held;
      await tx.execute(sql`delete from items where id = 5`);
    });
    // Seen from outside, the row never exists: the read waits for the transaction's end.
    const outside = queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from items where id = 5`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseTransaction();
    await transaction;
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it("runs several statements of one simple query together", async () => {
    const client = (
      handle.db as unknown as { $client: { exec: (text: string) => Promise<{ rows: unknown[] }[]> } }
    ).$client;
    const results = await client.exec(
      "insert into items values (6, 'six', null); select count(*)::int as n from items",
    );
    expect(results.at(-1)?.rows).toEqual([{ n: 4 }]);
  });

  it("dumps its data directory as a gzipped tar that restores", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dump-")), "dump.tar.gz");
    const bytes = await handle.dumpDataDir!(file);
    const dump = new Uint8Array(fs.readFileSync(file));
    expect(dump.byteLength).toBe(bytes);
    expect([dump[0], dump[1]]).toEqual([0x1f, 0x8b]);
    expect(dump.byteLength).toBeGreaterThan(100_000);
    // It restores: a new database from the dump holds the same rows.
    const { PGlite } = await import("@electric-sql/pglite");
    const restored = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
    const { rows } = await restored.query<{ id: number }>("select id from items order by id");
    await restored.close();
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 6]);
  });

  it("leaves the calling thread free while a long statement runs", async () => {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    delay.enable();
    const started = performance.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000) as g(n) where n % 7 = 0`);
    const elapsed = performance.now() - started;
    delay.disable();
    clearInterval(timer);
    // The statement took a while, and the timer kept firing all along (it fires at most every 5 ms).
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
  });

  it("answers a transaction asked for after the database closed with PGlite's error, and goes on", async () => {
    const thread = new Worker(pgliteThreadFile(), { workerData: { dataDir: undefined } });
    const crashed: unknown[] = [];
    thread.on("error", (error) => crashed.push(error));
    const answers = new Map<number, { error?: { message: string } }>();
    const answered = (id: number) =>
      new Promise<{ error?: { message: string } }>((resolve) => {
        const look = () => (answers.has(id) ? resolve(answers.get(id)!) : setTimeout(look, 10));
        look();
      });
    thread.on("message", (message: { id?: number; error?: { message: string } }) => {
      if (message.id !== undefined) answers.set(message.id, message);
    });
    try {
      thread.postMessage({ op: "close", id: 1 });
      thread.postMessage({ op: "begin", tx: 1, id: 2 });
      expect(await answered(1)).toEqual({ id: 1 });
      expect((await answered(2)).error?.message).toMatch(/PGlite is closed/);
      // The thread still answers: it did not stop on a rejection no one heard.
      thread.postMessage({ op: "end", tx: 1, commit: true, id: 3 });
      expect((await answered(3)).error?.message).toBe("no such transaction");
      expect(crashed).toEqual([]);
    } finally {
      await thread.terminate();
    }
  });
});
