// `npm run backup [-- FILE]`: a consistent backup of the configured database
// (DATA_DIR or DATABASE_URL, as `npm start` opens it) into FILE, or into
// BACKUP_DIR with a dated name. PostgreSQL: pg_dump. PGlite: only one process
// may open its data directory, so a running server is asked to dump itself
// (POST /api/ops/backup with the local admin token from DATA_DIR), which writes
// into its BACKUP_DIR only: a FILE elsewhere is moved there after. A stopped
// one is opened here. Whatever it writes is private (umask 077). docs/deploy.md, "Backups".
import fs from "node:fs";
import path from "node:path";
import { env, SettingsError } from "../lib/env";
import { openDatabase } from "../lib/db/client";
import { DataDirInUseError, lockDataDir } from "../lib/db/data-dir-lock";
import { backupFileName, backupPglite, backupPostgres, type BackupResult } from "../lib/ops/backup";
import { backupFileNameSchema } from "../lib/ops/backup-name";
import { readOpsToken } from "../lib/ops/ops-token";

/** Moves the server's backup to where the operator asked (another file system: copied, then removed). */
function moveBackup(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EXDEV")) throw error;
    fs.copyFileSync(from, to);
    fs.rmSync(from);
  }
}

async function askRunningServer(file: string | undefined): Promise<BackupResult> {
  const settings = env();
  const token = readOpsToken(settings.DATA_DIR);
  if (!token)
    throw new Error(
      `The server using ${path.resolve(settings.DATA_DIR)} has no admin token yet; restart it once.`,
    );
  const host = !settings.HOST || ["0.0.0.0", "::"].includes(settings.HOST) ? "127.0.0.1" : settings.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${settings.PORT}/api/ops/backup`;
  // The server takes a file name in its BACKUP_DIR, or an empty body for a dated one (moved to FILE after).
  const isNamed =
    file !== undefined &&
    path.dirname(file) === path.resolve(settings.BACKUP_DIR) &&
    backupFileNameSchema.safeParse(path.basename(file)).success;
  const name = isNamed ? path.basename(file) : undefined;
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(name ? { "content-type": "application/json" } : {}) },
    ...(name ? { body: JSON.stringify({ file: name }) } : {}),
  }).catch((error: unknown) => {
    throw new Error(`The data directory is in use, but no server answers at ${url} (${String(error)}).`);
  });
  if (!response.ok)
    throw new Error(`The server refused the backup: ${response.status} ${await response.text()}`);
  const result = (await response.json()) as BackupResult;
  if (!file || result.file === file) return result;
  moveBackup(result.file, file);
  return { ...result, file };
}

async function backupHere(file: string | undefined): Promise<BackupResult> {
  const settings = env();
  const target = file ?? path.resolve(settings.BACKUP_DIR, backupFileName(new Date(), "pglite"));
  const handle = await openDatabase({ dataDir: settings.DATA_DIR });
  try {
    return await backupPglite(handle, settings.DATA_DIR, target);
  } finally {
    await handle.close();
  }
}

async function main() {
  process.umask(0o077);
  const settings = env();
  const arg = process.argv.slice(2).find((a) => a !== "--");
  const file = arg ? path.resolve(arg) : undefined;
  let result: BackupResult;
  if (settings.DATABASE_URL) {
    result = await backupPostgres(
      settings.DATABASE_URL,
      file ?? path.resolve(settings.BACKUP_DIR, backupFileName(new Date(), "postgres")),
    );
  } else {
    let isRunning = false;
    try {
      lockDataDir(settings.DATA_DIR)();
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      isRunning = true;
    }
    result = isRunning ? await askRunningServer(file) : await backupHere(file);
  }
  console.info(`Backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB in ${result.ms} ms)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
