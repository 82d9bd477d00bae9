// `npm run test:backup [-- --postgres]`: `npm run backup` against a live
// `npm start` server while a packer's tablet writes, then `npm run restore`
// into a fresh data directory (or a new PostgreSQL database) and a second
// server started on it. Through the restored server's API: every write
// acknowledged before the backup began is there exactly once, and every
// package it holds is one the live server had made (nothing half-written).
// The packer's session cookie from the live server still works (the secrets
// came along). `npm run restore` over the live data is refused.
// PGlite: the CLI asks the server (POST /api/ops/backup, the ops token of
// DATA_DIR). --postgres: pg_dump / pg_restore on a throwaway cluster (or the
// server of TEST_DATABASE_URL). Ports: BACKUP_TEST_PORT (3206) and the next two.
// On the real server too (docs/security.md): DATA_DIR private after a start on a
// fresh directory and on one left open to others; odd methods and hosts 4xx;
// a Content-Security-Policy on the operator's and health answers.
// Exits 1 on any failure; 77 when --postgres finds no PostgreSQL binaries.
import fs from "node:fs";
import path from "node:path";
import { signIn } from "../../bench/harness/clients";
import { startBenchServer, stopBenchServer, type BenchServer } from "../../bench/harness/server";
import { hasPostgresBinaries, root, startPostgres } from "./cluster-lib";
import { benchSecret, directUpstream, packageIdsOf, targetPolygons, writeBurst } from "./fault-writes";
import {
  createDatabase,
  dropDatabase,
  entriesOpenToOthers,
  packagesSeenByApp,
  runCli,
  type Check,
} from "./backup-live-lib";
import { rawRequest } from "../support/raw-request";

const isPostgres = process.argv.includes("--postgres");
const port = Number(process.env.BACKUP_TEST_PORT ?? 3206);
const writes = Number(process.env.BACKUP_TEST_WRITES ?? 240);
const backupAfter = Math.floor(writes / 4);
const work = path.join(root, ".data-bench", isPostgres ? "backup-live-pg" : "backup-live");
const checks: Check[] = [];
const check = (name: string, isPass: boolean, detail: string) => {
  checks.push({ name, isPass, detail });
  console.info(`${isPass ? "PASS" : "FAIL"} ${name}: ${detail}`);
};

const backupDir = path.join(work, "backups");

function serverEnv(databaseUrl: string | undefined): Record<string, string> {
  return {
    BACKUP_DIR: backupDir,
    PRODUCTION_API_JWT_SECRET: benchSecret,
    EMBEDDED_PRODUCTION_API: "on",
    DEMO_DATA: "on",
    BACKUP_EVERY_HOURS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const start = (at: number, dataDir: string, databaseUrl: string | undefined) =>
  startBenchServer({ root, port: at, dataDir, env: serverEnv(databaseUrl), timeoutMs: 900_000 });

/** DATA_DIR after a start: every folder 0700, every file 0600 or stricter; the start said what it changed. */
function checkDataDirPrivate(name: string, server: BenchServer, dataDir: string): void {
  const { entries, open } = entriesOpenToOthers(dataDir);
  const said = /data directory made private: (\d+) entries/.exec(fs.readFileSync(server.logFile, "utf8"));
  check(
    name,
    open.length === 0 && said !== null,
    `${open.length} of ${entries} entries open to others${open.length ? ` (${open.slice(0, 5).join(", ")})` : ""}; ` +
      `the start said: ${said ? said[0] : "nothing"}`,
  );
}

/** Odd requests and headers on the real listener (Next and the routes beside it). */
async function checkOddRequests(server: BenchServer): Promise<void> {
  const { origin } = server;
  const traced = [];
  for (const path of ["/", "/api/ping", "/api/pack/scan", "/metrics", "/production-api/department/getall"])
    traced.push(`${path} ${(await rawRequest(origin, "TRACE", path)).status}`);
  check(
    "TRACE is 405 on every path",
    traced.every((line) => line.endsWith(" 405")),
    traced.join(", "),
  );
  const hosts = [];
  for (const host of ["user:pw@127.0.0.1", "x@y"]) {
    const beside = await rawRequest(
      origin,
      "POST",
      "/api/pack/scan",
      { host, "content-type": "application/json" },
      "{}",
    );
    const throughNext = await rawRequest(origin, "GET", "/api/ping", { host });
    hosts.push(`${host}: scan ${beside.status}, ping ${throughNext.status}`);
  }
  const log = fs.readFileSync(server.logFile, "utf8");
  check(
    "a Host with userinfo is 400 on both listeners, and never in the log",
    hosts.every((line) => /scan 400, ping 400$/.test(line)) &&
      !log.includes("user:pw") &&
      !/\n\s+at /.test(log),
    hosts.join("; "),
  );
  const policies = [];
  for (const [method, path] of [
    ["GET", "/api/health/live"],
    ["GET", "/api/health/ready"],
    ["POST", "/api/ops/backup"],
    ["GET", "/metrics"],
    ["GET", "/api/ping"],
    ["GET", "/login"],
  ] as const) {
    const answer = await rawRequest(origin, method, path);
    const policy = answer.headers["content-security-policy"];
    policies.push(
      `${method} ${path} ${answer.status}: ${typeof policy === "string" ? policy.slice(0, 40) : "none"}`,
    );
  }
  check(
    "every answer carries a Content-Security-Policy",
    policies.every((line) => !line.endsWith("none")),
    policies.join("; "),
  );
  const ping = await (await fetch(`${origin}/api/ping`)).text();
  check("the public ping counts nothing of the floor", !/changeId|lastId/i.test(ping), ping);
}

async function main() {
  if (isPostgres && !process.env.TEST_DATABASE_URL && !hasPostgresBinaries()) {
    console.error("No PostgreSQL server binaries on this machine: the PostgreSQL round trip is not done.");
    process.exit(77);
  }
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const postgres = isPostgres ? startPostgres(port + 2, process.env.TEST_DATABASE_URL) : null;
  const liveUrl = postgres ? await createDatabase(postgres.url, "backup_live") : undefined;
  const restoredUrl = postgres ? await createDatabase(postgres.url, "backup_restored") : undefined;
  const liveDir = path.join(work, "live");
  const restoredDir = path.join(work, "restored");
  const file = path.join(work, isPostgres ? "live.pgdump" : "live.tar");
  const servers: BenchServer[] = [];
  try {
    console.info(`Starting the app on ${isPostgres ? "PostgreSQL" : "PGlite"} (a first start builds)…`);
    const live = await start(port, liveDir, liveUrl);
    servers.push(live);
    checkDataDirPrivate("a fresh DATA_DIR is private after the start", live, liveDir);
    await checkOddRequests(live);
    const upstream = directUpstream(live.origin);
    const polygonIds = await targetPolygons(upstream, 10);
    const cookie = await signIn(live.origin, "packer");
    const before = await packageIdsOf(upstream, polygonIds);

    // The tablet writes "add a package" (each package's amount names its write) while the backup runs.
    let ackedAtBackupStart = -1;
    let ackedSoFar = 0;
    let ackedWhileBackingUp = 0;
    const backupRun: { cli?: ReturnType<typeof runCli> } = {};
    const backupEnv = { DATA_DIR: liveDir, PORT: String(port), DATABASE_URL: liveUrl ?? "" };
    const numbers = Array.from({ length: writes }, (_, i) => i + 1);
    const outcomes = await writeBurst({
      origin: live.origin,
      cookie,
      polygonIds,
      numbers,
      concurrency: 4,
      onAck: (acked) => {
        ackedSoFar = acked;
        if (acked !== backupAfter) return;
        ackedAtBackupStart = acked;
        backupRun.cli = runCli("backup", [file], backupEnv).then((result) => {
          ackedWhileBackingUp = ackedSoFar - ackedAtBackupStart;
          return result;
        });
      },
    });
    if (!backupRun.cli) throw new Error("the burst ended before the backup began");
    const backup = await backupRun.cli;
    check("npm run backup while the server writes", backup.code === 0, backup.output.trim());
    // In completion order: the first ackedAtBackupStart acknowledged writes were answered before the backup began.
    const acked = outcomes.filter((o) => o.packageId !== undefined);
    const ackedBefore = acked.slice(0, ackedAtBackupStart);
    const writtenDuring = acked.length - ackedAtBackupStart;
    check(
      "writes went on around the backup",
      acked.length === writes && writtenDuring > 0,
      `${acked.length} of ${writes} writes acknowledged, ${ackedBefore.length} before the backup began, ` +
        `${ackedWhileBackingUp} while \`npm run backup\` ran, ${writtenDuring} after it began`,
    );
    const liveAtEnd = await packagesSeenByApp(live.origin, cookie, polygonIds);
    // Without FILE: into BACKUP_DIR with a dated name, its path printed.
    const dated = await runCli("backup", [], { ...backupEnv, BACKUP_DIR: backupDir });
    const printed = /Backup written: (\S+)/.exec(dated.output)?.[1] ?? "";
    check(
      "npm run backup without FILE writes into BACKUP_DIR",
      dated.code === 0 && path.dirname(printed) === backupDir && fs.existsSync(printed),
      dated.output.trim(),
    );

    const overLive = await runCli("restore", [file], backupEnv);
    check(
      "npm run restore over the live data is refused",
      overLive.code !== 0 && /already|in use|running/i.test(overLive.output),
      overLive.output.trim(),
    );
    await stopBenchServer(live);
    servers.pop();

    const restoreEnv = { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl ?? "" };
    const restore = await runCli("restore", [file], restoreEnv);
    check("npm run restore into a fresh one", restore.code === 0, restore.output.trim());
    // As a directory of an older version was left: open to every local user. (A PostgreSQL restore
    // writes no DATA_DIR: the server's own files come at its start.)
    fs.mkdirSync(restoredDir, { recursive: true });
    for (const entry of [restoredDir, ...fs.readdirSync(restoredDir, { recursive: true }).map(String)]) {
      const full = path.resolve(restoredDir, entry);
      if (!fs.lstatSync(full).isSymbolicLink())
        fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
    }
    const restored = await start(port + 1, restoredDir, restoredUrl);
    servers.push(restored);
    checkDataDirPrivate("a DATA_DIR left open to others is made private on start", restored, restoredDir);

    // The live server's session cookie: the restored server knows its secret and its employee.
    const seen = await packagesSeenByApp(restored.origin, cookie, polygonIds);
    const newOnes = [...seen.entries()].filter(([id]) => !before.has(id));
    const missing = ackedBefore.filter((o) => seen.get(o.packageId!) !== o.number);
    check(
      "every write acknowledged before the backup is served by the restored app",
      missing.length === 0,
      `${ackedBefore.length} checked, ${missing.length} missing${missing.length ? ` (writes ${missing.map((o) => o.number).join(", ")})` : ""}`,
    );
    const amounts = newOnes.map(([, amount]) => amount);
    const invented = newOnes.filter(([id, amount]) => liveAtEnd.get(id) !== amount);
    check(
      "nothing half-written: each restored package is one the live server made, once",
      invented.length === 0 && new Set(amounts).size === amounts.length,
      `${newOnes.length} packages of the burst restored (${liveAtEnd.size - before.size} on the live server at the end), ${invented.length} unknown, ${amounts.length - new Set(amounts).size} twice`,
    );
    const pre = [...before].filter((id) => seen.has(id)).length;
    check("the data before the burst is there", pre === before.size, `${pre} of ${before.size} packages`);
  } finally {
    for (const server of servers) await stopBenchServer(server);
    for (const url of [liveUrl, restoredUrl])
      if (postgres && url) await dropDatabase(postgres.url, url).catch(() => undefined);
    postgres?.remove();
  }
  const failed = checks.filter((c) => !c.isPass);
  console.info(`${checks.length - failed.length} of ${checks.length} checks passed.`);
  process.exitCode = failed.length === 0 ? 0 : 1;
  // The data directories, backups and server logs stay for a look after a failure only.
  if (failed.length === 0) fs.rmSync(work, { recursive: true, force: true });
  else console.info(`The servers' logs and the backups are in ${work}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
