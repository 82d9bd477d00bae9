// Readiness (GET /api/health/ready): can this server serve? Its database
// answers, every migration of this release is applied, the kept lists are
// warm, and the upstream answers. Liveness is only "the process runs".
// docs/deploy.md, "Health checks".
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "@/lib/db/client";
import { migrationsFolder } from "@/lib/db/migrate";

export type Check = { ok: boolean; detail?: string };
export type Readiness = { ready: boolean; checks: Record<string, Check> };

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The migrations this release ships (drizzle-kit's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function databaseChecks(handle: DatabaseHandle): Promise<{ database: Check; migrations: Check }> {
  try {
    const [row] = await withTimeout(
      queryRows<{ applied: number | string }>(
        handle.db,
        sql`select count(*) as applied from drizzle.__drizzle_migrations`,
      ),
      2_000,
      "the database",
    );
    const applied = Number(row?.applied ?? 0);
    const shipped = shippedMigrations();
    return {
      database: { ok: true },
      migrations:
        applied >= shipped
          ? { ok: true }
          : { ok: false, detail: `${applied} of ${shipped} migrations applied` },
    };
  } catch (error) {
    const detail = message(error);
    return { database: { ok: false, detail }, migrations: { ok: false, detail: "unknown: no database" } };
  }
}

/** Any HTTP answer from the upstream's base URL means it is reachable (a 401 too: it answered). */
async function upstreamCheck(url: string | null): Promise<Check> {
  if (url === null) return { ok: true, detail: "embedded, in this process" };
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000), cache: "no-store" }).then((r) => r.body?.cancel());
    return { ok: true };
  } catch (error) {
    return { ok: false, detail: `no answer from the production API: ${message(error)}` };
  }
}

export async function checkReadiness(options: {
  handle: () => Promise<DatabaseHandle>;
  /** The kept lists' warm-up state (lib/warm-up). */
  sharedLists: string;
  /** The upstream's URL, or null when it is the embedded API of this process. */
  upstreamUrl: string | null;
}): Promise<Readiness> {
  const [database, upstream] = await Promise.all([
    options
      .handle()
      .then(databaseChecks)
      .catch((error: unknown) => ({
        database: { ok: false, detail: message(error) },
        migrations: { ok: false, detail: "unknown: no database" },
      })),
    upstreamCheck(options.upstreamUrl),
  ]);
  const checks: Record<string, Check> = {
    ...database,
    sharedLists:
      options.sharedLists === "warm"
        ? { ok: true }
        : { ok: false, detail: `kept lists ${options.sharedLists}` },
    upstream,
  };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
