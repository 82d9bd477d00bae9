// Two app servers on one PostgreSQL (the PostgreSQL pass only): server A is
// this process, its change bus on PostgreSQL as with DATABASE_URL; server B
// is another server's bus link. B ends an employee's sessions (a sign-out:
// the version raised in the shared table, the end announced on its bus); A
// kept the employee's row for its API routes, and refuses the copied session
// as soon as B's announcement reaches it, well before its kept row runs out.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee } from "@/lib/auth/employees";
import type { SessionEmployee } from "@/lib/base/roles";
import { confirmSession, sessionRecheckMs } from "@/lib/auth/session-check";
import { sessionsEndedPath } from "@/lib/auth/session-end";
import { newSessionStamp } from "@/lib/auth/session-stamp";
import { employees } from "@/lib/db/schema";
import { publishChange, subscribeChanges } from "@/lib/server/change-bus";
import { changeSchema } from "@/lib/server/change";
import { startPostgresLink } from "@/lib/server/change-bus-postgres";
import { openTestDatabase } from "../support/test-database";

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let olga: SessionEmployee;
const closers: (() => Promise<void>)[] = [];

/** Server A's bus is linked to PostgreSQL once a change it publishes comes back numbered. */
async function linkServerA(): Promise<void> {
  await new Promise<void>((resolve) => {
    const stop = subscribeChanges((change) => {
      if (change.path !== "/probe" || change.id === undefined) return;
      stop();
      resolve();
    });
    publishChange({ method: "POST", path: "/probe" });
  });
}

describe.skipIf(!isPostgres)("a session ended on another app server", () => {
  beforeAll(async () => {
    handle = await openTestDatabase();
    // Before this process's first env(): its change bus is the PostgreSQL one.
    process.env.DATABASE_URL = handle.url;
    olga = await createEmployee(handle.db, {
      username: "olga",
      displayName: "Olga",
      hubEmployeeId: 3001,
      roles: ["operator"],
      departmentIds: [1],
      password: "olga-long-password",
    });
    await linkServerA();
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await handle?.close();
  });

  it("is refused on this server as soon as the other server's announcement arrives", async () => {
    const [row] = await handle.db
      .select({ sessionVersion: employees.sessionVersion })
      .from(employees)
      .where(eq(employees.id, olga.employeeId));
    const copied = { employee: olga, stamp: newSessionStamp(row!.sessionVersion) };
    const check = () => confirmSession(handle.db, copied, { maxAgeMs: sessionRecheckMs });
    expect(await check()).toEqual(olga); // server A now keeps the row

    // Server B signs Olga out: its own connection raises the version, its own bus link announces it.
    const serverB = await startPostgresLink(handle.url!, "server-b", {
      deliver: () => undefined,
      setHearing: () => undefined,
    });
    closers.push(serverB.close);
    await handle.db
      .update(employees)
      .set({ sessionVersion: sql`${employees.sessionVersion} + 1` })
      .where(eq(employees.id, olga.employeeId));
    const endedAt = Date.now();
    await serverB.publish(
      changeSchema.parse({
        method: "POST",
        path: sessionsEndedPath,
        at: new Date().toISOString(),
        endedSessionsOf: [olga.employeeId],
      }),
    );
    while ((await check()) !== null) {
      expect(Date.now() - endedAt, "refused within seconds").toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Before the kept row would have run out by itself.
    const tookMs = Date.now() - endedAt;
    console.info(`[session-end] refused on server A ${tookMs} ms after server B's sign-out`);
    expect(tookMs).toBeLessThan(sessionRecheckMs);
  });
});
