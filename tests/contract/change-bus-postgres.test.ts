// The change bus across app servers on PostgreSQL (the PostgreSQL run of the
// contract suite): two servers' links on one database. A change published by
// one reaches the other, numbered; after the LISTEN connections are cut the
// link says so, connects again, and delivers what was published meanwhile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startPostgresLink } from "@/lib/server/change-bus-postgres";
import type { Change } from "@/lib/server/change";
import { openTestDatabase } from "../support/test-database";

type Heard = { changes: Change[]; hearing: boolean[] };
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const links: { close: () => Promise<void> }[] = [];

async function link(origin: string) {
  const heard: Heard = { changes: [], hearing: [] };
  const published = await startPostgresLink(handle.url!, origin, {
    deliver: (change) => heard.changes.push(change),
    setHearing: (isHearing) => heard.hearing.push(isHearing),
  });
  links.push(published);
  return { heard, publish: published.publish };
}

const change = (polygonId: number): Change => ({
  path: "/api/status/polygons",
  method: "POST",
  at: new Date().toISOString(),
  polygonIds: [polygonId],
  isWide: false,
  hasWork: false,
});

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!isPostgres)("the change bus on PostgreSQL", () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(links.map((l) => l.close()));
    await handle?.close();
  });

  it("numbers a change, delivers it to the other server, catches up after the connection is cut", async () => {
    const a = await link("server-a");
    const b = await link("server-b");
    const id = await a.publish(change(1));
    await waitFor(() => b.heard.changes.length === 1, 1_000);
    expect(b.heard.changes[0]).toMatchObject({ id, polygonIds: [1] });
    expect(a.heard.changes).toEqual([]); // its own change it delivered itself

    // Every LISTEN connection cut (as a PostgreSQL restart would): the changes published meanwhile arrive.
    const admin = new pg.Client({ connectionString: handle.url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    const ids = [await a.publish(change(2)), await a.publish(change(3)), await a.publish(change(4))];
    await waitFor(() => b.heard.hearing.includes(false), 5_000);
    await waitFor(() => b.heard.changes.length === 4, 10_000);
    expect(b.heard.changes.map((c) => c.id)).toEqual([id, ...ids]);
    expect(b.heard.hearing.at(-1)).toBe(true);
  });
});
