// Scheduled backups: every BACKUP_EVERY_HOURS into BACKUP_DIR, keeping the
// newest BACKUP_KEEP, each logged with its size and time. With PostgreSQL the
// servers of a cluster take turns through an advisory lock, so one backs up.
import path from "node:path";
import { Cron } from "croner";
import type { DatabaseHandle } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { logger } from "@/lib/server/logger";
import { metrics } from "@/lib/server/metrics";
import { backupFileName, backupPglite, backupPostgres, pruneBackups, type BackupResult } from "./backup";

const scheduleLockKey = 220_027_001;

/** For /metrics: backups made, and when the last one succeeded. */
export function countBackup(isOk: boolean): void {
  metrics().backups.inc({ outcome: isOk ? "ok" : "failed" });
  if (isOk) metrics().lastBackup.set(Date.now() / 1000);
}

/** One backup into the folder of the settings, as the CLI without FILE does. */
export async function backupIntoFolder(handle: DatabaseHandle, settings: Env): Promise<BackupResult> {
  const file = path.resolve(settings.BACKUP_DIR, backupFileName(new Date(), handle.kind));
  return settings.DATABASE_URL
    ? backupPostgres(settings.DATABASE_URL, file)
    : backupPglite(handle, settings.DATA_DIR, file);
}

async function scheduledBackup(handle: DatabaseHandle, settings: Env): Promise<void> {
  const log = logger().child({ job: "backup" });
  const run = async () => {
    const result = await backupIntoFolder(handle, settings);
    const removed = pruneBackups(path.resolve(settings.BACKUP_DIR), settings.BACKUP_KEEP);
    countBackup(true);
    log.info(
      { file: result.file, bytes: result.bytes, durationMs: result.ms, removed: removed.length },
      "backup made",
    );
  };
  try {
    if (!settings.DATABASE_URL) return await run();
    const { Client } = await import("pg");
    const client = new Client({ connectionString: settings.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [
        scheduleLockKey,
      ]);
      if (rows[0]?.ok) await run();
    } finally {
      await client.end().catch(() => undefined);
    }
  } catch (error) {
    countBackup(false);
    log.error({ err: error instanceof Error ? error.message : String(error) }, "scheduled backup failed");
  }
}

/**
 * Every BACKUP_EVERY_HOURS at the top of an hour, the first at least that long
 * after the start (a server restarted often, or one that lives for a test run,
 * does not back up at every start). croner looks every hour; a backup still
 * running when the next look comes is not started twice; the timer keeps no
 * process alive. Answers the schedule, which `stop()` ends.
 */
export function startBackupSchedule(handle: DatabaseHandle, settings: Env): Cron | null {
  if (settings.BACKUP_EVERY_HOURS <= 0) return null;
  // A minute's grace: the look at the top of the hour may come a little early or late.
  const everyMs = settings.BACKUP_EVERY_HOURS * 3_600_000 - 60_000;
  let lastAt = Date.now();
  const schedule = new Cron("0 0 * * * *", { protect: true, unref: true, name: "backup" }, async () => {
    if (Date.now() - lastAt < everyMs) return;
    lastAt = Date.now();
    await scheduledBackup(handle, settings);
  });
  logger().info(
    {
      everyHours: settings.BACKUP_EVERY_HOURS,
      keep: settings.BACKUP_KEEP,
      folder: path.resolve(settings.BACKUP_DIR),
    },
    "backup schedule started",
  );
  return schedule;
}
