// Readiness follows PostgreSQL: a throwaway cluster (the machine's server
// binaries, as scripts/with-postgres.sh makes one) is stopped and started
// again under an open pool; /ready's checks turn false, then true.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { checkReadiness } from "@/lib/ops/health";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const hasPostgres = fs.existsSync(path.join(bin, "initdb"));
// A free port unless one is given (PG_HEALTH_PORT).
const port = Number(process.env.PG_HEALTH_PORT ?? 0) || (await freePort());
const dir = fs.mkdtempSync(path.join(tmpdir(), "health-pg-"));
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the user postgres when we are root (initdb refuses root). */
const pg = (tool: string, args: string[]) =>
  execFileSync(
    isRoot ? "runuser" : path.join(bin, tool),
    isRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
    {
      stdio: "ignore",
    },
  );
const start = () =>
  pg("pg_ctl", [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
const stop = () => pg("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);

let handle: DatabaseHandle;
const readiness = () =>
  checkReadiness({ handle: () => Promise.resolve(handle), sharedLists: "warm", upstreamUrl: null });

describe.skipIf(!hasPostgres)("readiness with PostgreSQL", () => {
  beforeAll(async () => {
    if (isRoot) execFileSync("chown", ["postgres", dir]);
    pg("initdb", ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    start();
    handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await migrateDatabase(handle);
  }, 120_000);
  afterAll(async () => {
    await handle?.close().catch(() => undefined);
    try {
      pg("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "stop"]);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    "is ready, not ready while PostgreSQL is down, and ready again after",
    { timeout: 120_000 },
    async () => {
      expect(await readiness()).toEqual({
        ready: true,
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          sharedLists: { ok: true },
          upstream: { ok: true, detail: "embedded, in this process" },
        },
      });
      stop();
      const down = await readiness();
      expect(down.ready).toBe(false);
      expect(down.checks.database?.ok).toBe(false);
      expect(down.checks.migrations?.ok).toBe(false);
      start();
      // The pool drops the connections the stop cut and opens new ones.
      let again = await readiness();
      for (let i = 0; i < 20 && !again.ready; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        again = await readiness();
      }
      expect(again.ready).toBe(true);
    },
  );
});
