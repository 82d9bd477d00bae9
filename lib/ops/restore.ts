// Restores a backup of lib/ops/backup.ts into an empty data directory or an
// empty PostgreSQL database, never over a live one (docs/deploy.md, "Backups").
import fs from "node:fs";
import path from "node:path";
import { lockDataDir } from "@/lib/db/data-dir-lock";
import { manifestName, pgliteDumpName, runTool } from "./backup";
import { readTar } from "./tar";

export class RestoreRefusedError extends Error {}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Unpacks a PGlite backup into DATA_DIR, which must hold no database yet. */
export async function restorePglite(file: string, dataDir: string): Promise<{ files: number }> {
  const entries = readTar(new Uint8Array(fs.readFileSync(file)));
  const manifest = entries.find((entry) => entry.name === manifestName);
  const dump = entries.find((entry) => entry.name === pgliteDumpName);
  if (!manifest || !dump) throw new RestoreRefusedError(`${file} is not a PGlite backup of this app.`);
  const databaseDir = path.resolve(dataDir, "pglite");
  if (!isEmptyDir(databaseDir))
    throw new RestoreRefusedError(
      `${databaseDir} already holds a database: restore into an empty DATA_DIR (move this one aside first).`,
    );
  // A running server holds the lock: refused with the sentence naming its pid.
  const release = lockDataDir(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(databaseDir, { loadDataDir: new Blob([new Uint8Array(dump.data)]) });
    await client.query("select 1");
    await client.close();
    const kept = entries.filter((entry) => entry.name.startsWith("data-dir/"));
    for (const entry of kept) {
      const target = path.join(dataDir, path.basename(entry.name));
      fs.writeFileSync(target, entry.data, { mode: 0o600 });
    }
    return { files: kept.length };
  } finally {
    release();
  }
}

/** pg_restore into a database that has no tables of its own yet. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]?.count ?? 0) > 0)
      throw new RestoreRefusedError(
        "The database of DATABASE_URL already has tables: restore into a new, empty database.",
      );
  } finally {
    await client.end();
  }
  await runTool("pg_restore", [
    "--no-owner",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
