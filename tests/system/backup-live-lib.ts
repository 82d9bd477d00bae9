// What tests/system/backup-live-test.ts needs beside the servers: the backup and
// restore CLIs run as an operator runs them (`npm run backup|restore -- FILE`
// with the server's settings), a database of its own on a PostgreSQL server,
// and the packages of some polygons as the app's packing panel shows them;
// raw requests (odd methods and hosts) and the data directory's modes.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { root } from "./cluster-lib";

export type Check = { name: string; isPass: boolean; detail: string };

/** `npm run <script> -- args` with these settings only (an empty value: unset); its exit code and output. */
export function runCli(
  script: "backup" | "restore",
  args: string[],
  settings: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _db, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env;
  const chosen = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== ""));
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { ...inherited, ...chosen },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A new, empty database on the server of `serverUrl`; its address. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<string> {
  const { Client } = await import("pg");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database createDatabase made (a server of TEST_DATABASE_URL outlives the test). */
export async function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Package id → amount of these polygons, read through the app's GET /api/pack/polygons/{id}. */
export async function packagesSeenByApp(
  origin: string,
  cookie: string,
  polygonIds: number[],
): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  for (const id of polygonIds) {
    const response = await fetch(`${origin}/api/pack/polygons/${id}`, {
      headers: { cookie, origin },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok)
      throw new Error(`GET /api/pack/polygons/${id} answered ${response.status}: ${await response.text()}`);
    const panel = (await response.json()) as { packages: { id: number; amount: number }[] };
    for (const pkg of panel.packages) seen.set(pkg.id, pkg.amount);
  }
  return seen;
}

/** Entries under and of `dir` whose mode lets another user in: a folder not 0700, a file with group or other bits. */
export function entriesOpenToOthers(dir: string): { entries: number; open: string[] } {
  const open: string[] = [];
  let entries = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    entries++;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0)
      open.push(`${path.relative(dir, entry) || "."} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return { entries, open };
}
