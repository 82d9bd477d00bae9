// Scheduled backups (croner): every BACKUP_EVERY_HOURS at the top of an hour,
// into BACKUP_DIR, the newest BACKUP_KEEP kept; a backup still running when
// the next is due is not started a second time beside it.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { parseEnv } from "@/lib/env";
import { startBackupSchedule } from "@/lib/ops/backup-schedule";
import { openTestDatabase } from "../support/test-database";

let handle: DatabaseHandle;
const folder = fs.mkdtempSync(path.join(tmpdir(), "backup-schedule-"));
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(folder, { recursive: true, force: true });
});
afterEach(() => vi.useRealTimers());

const settingsFor = (dataDir: string) =>
  parseEnv({
    DATA_DIR: dataDir,
    BACKUP_DIR: path.join(dataDir, "backups"),
    BACKUP_EVERY_HOURS: "2",
    BACKUP_KEEP: "2",
  });

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe.skipIf(process.env.TEST_DATABASE_URL)("the backup schedule", () => {
  it("backs up every two hours at the top of the hour, the first two hours after the start, and keeps the newest two", async () => {
    const dataDir = fs.mkdtempSync(path.join(folder, "data-"));
    const settings = settingsFor(dataDir);
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "Date"],
      now: new Date("2026-03-10T09:20:00Z"),
    });
    const schedule = startBackupSchedule(handle, settings)!;
    try {
      // Each top of the hour from 10:00 to 16:00: a backup at 12, 14 and 16, none before 11:20.
      const madeAt: number[] = [];
      for (let hour = 10; hour <= 16; hour++) {
        const before = new Set(filesIn(settings.BACKUP_DIR));
        await vi.advanceTimersByTimeAsync(new Date(`2026-03-10T${hour}:00:01Z`).getTime() - Date.now());
        await vi.waitFor(() => expect(schedule.isBusy()).toBe(false), { timeout: 60_000 });
        if (filesIn(settings.BACKUP_DIR).some((file) => !before.has(file))) madeAt.push(hour);
      }
      expect(madeAt).toEqual([12, 14, 16]);
      const files = filesIn(settings.BACKUP_DIR);
      // Three made, the oldest removed.
      expect(files).toEqual([
        "shopfloor-2026-03-10T14-00-00-000Z.tar",
        "shopfloor-2026-03-10T16-00-00-000Z.tar",
      ]);
    } finally {
      schedule.stop();
    }
  });

  it("does not start a backup beside one still running", async () => {
    const dataDir = fs.mkdtempSync(path.join(folder, "data-"));
    const settings = { ...settingsFor(dataDir), BACKUP_EVERY_HOURS: 1 };
    let releaseDump = () => {};
    let dumps = 0;
    const slow: DatabaseHandle = {
      ...handle,
      dumpDataDir: async (file) => {
        dumps++;
        await new Promise<void>((resolve) => (releaseDump = resolve));
        return handle.dumpDataDir!(file);
      },
    };
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "Date"],
      now: new Date("2026-03-10T10:59:00Z"),
    });
    const schedule = startBackupSchedule(slow, settings)!;
    try {
      // 11:00 is a minute after the start: no backup yet; 12:00 is the first.
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(dumps).toBe(0);
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(dumps).toBe(1);
      // The next hour comes while the first dump still runs: no second one.
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(dumps).toBe(1);
      releaseDump();
      await vi.waitFor(() => expect(schedule.isBusy()).toBe(false), { timeout: 60_000 });
      expect(filesIn(settings.BACKUP_DIR)).toHaveLength(1);
    } finally {
      schedule.stop();
    }
  });
});
