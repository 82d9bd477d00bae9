// One backup of the running server's data: PGlite's own dump of its data
// directory (taken by the process that has it open, with writes held at the
// gate) plus the secrets kept in DATA_DIR, or pg_dump of the PostgreSQL
// database. Both hold the app's tables and the embedded API's alike
// (docs/deploy.md, "Backups").
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "@/lib/db/client";
import { writeTarTo, type TarEntry } from "./tar";
import { withWritesHeld } from "@/lib/server/write-gate";

export type BackupResult = { file: string; bytes: number; ms: number; kind: "pglite" | "postgres" };

/** Files in DATA_DIR that are not part of a backup: the lock, the local admin token, the backups. */
const notBackedUp = new Set(["pglite.lock", "ops-token"]);
export const manifestName = "shopfloor-backup.json";
export const pgliteDumpName = "pglite.tar.gz";

/** A backup file's name in the backup folder: sorts by time. */
export function backupFileName(at = new Date(), kind: "pglite" | "postgres" = "pglite"): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return `shopfloor-${stamp}.${kind === "pglite" ? "tar" : "pgdump"}`;
}

function secretFilesOf(dataDir: string): TarEntry[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !notBackedUp.has(entry.name))
    .map((entry) => ({
      name: `data-dir/${entry.name}`,
      data: new Uint8Array(fs.readFileSync(path.join(dataDir, entry.name))),
    }));
}

/** Writes the tar to `file` through a temporary name, so a backup cut short never looks whole. */
async function writeTarWhole(file: string, entries: TarEntry[]): Promise<number> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const handle = await fs.promises.open(partial, "w", 0o600);
  let bytes: number;
  try {
    bytes = await writeTarTo(handle, entries);
  } finally {
    await handle.close();
  }
  await fs.promises.rename(partial, file);
  return bytes;
}

/** whileHeld: runs with writes held, just before the dump (the backup test reads the live tables there). */
export async function backupPglite(
  handle: DatabaseHandle,
  dataDir: string,
  file: string,
  { whileHeld }: { whileHeld?: () => Promise<void> } = {},
): Promise<BackupResult> {
  const { dumpDataDir } = handle;
  if (!dumpDataDir) throw new Error("This database cannot be dumped (not PGlite).");
  const startedAt = performance.now();
  const at = new Date();
  // The dump goes to a file of its own first (written by the database's thread), then into the tar.
  // Made ready at once (two small calls): the dump starts as the backup is asked, as it always did.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const dumpFile = `${file}.dump.partial`;
  fs.rmSync(dumpFile, { force: true });
  try {
    const dumpBytes = await withWritesHeld(async () => {
      await whileHeld?.();
      return dumpDataDir(dumpFile);
    });
    const manifest = { app: "shopfloor", kind: "pglite", takenAt: at.toISOString(), format: 1 };
    const bytes = await writeTarWhole(file, [
      { name: manifestName, data: new TextEncoder().encode(JSON.stringify(manifest)) },
      { name: pgliteDumpName, file: dumpFile, size: dumpBytes },
      ...secretFilesOf(dataDir),
    ]);
    return { file, bytes, ms: Math.round(performance.now() - startedAt), kind: "pglite" };
  } finally {
    await fs.promises.rm(dumpFile, { force: true });
  }
}

/** Runs a PostgreSQL client tool; its stderr becomes the error's message (never the URL's password). */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) =>
      reject(new Error(`${command} could not run (${error.message}); install the PostgreSQL client tools.`)),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}

/** pg_dump's custom format: one consistent snapshot of the whole database, every schema. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  const startedAt = performance.now();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await runTool("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, `--dbname=${databaseUrl}`]);
  fs.renameSync(partial, file);
  const bytes = fs.statSync(file).size;
  return { file, bytes, ms: Math.round(performance.now() - startedAt), kind: "postgres" };
}

/** The backups in a folder, newest last. */
export function backupsIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => /^shopfloor-.*\.(tar|pgdump)$/.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Removes all but the newest `keep` backups of the folder. */
export function pruneBackups(folder: string, keep: number): string[] {
  const all = backupsIn(folder);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}
