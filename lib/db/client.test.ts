import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "./client";
import { DataDirInUseError } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopfloor-db-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite on disk", () => {
  it("refuses a second opener of the same data directory with a clear message", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["--import", "tsx", "lib/db/test-fixtures/crash-writer.ts", dir], {
      stdio: "pipe",
    });
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (d: Buffer) => d.includes("ready") && resolve()),
    );
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.on("exit", resolve));
  });

  it("keeps every acknowledged write after kill -9 and opens again", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["--import", "tsx", "lib/db/test-fixtures/crash-writer.ts", dir], {
      stdio: "pipe",
    });
    let acknowledged = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (data: Buffer) => {
        for (const line of data.toString().split("\n")) {
          const id = Number.parseInt(line, 10);
          if (Number.isInteger(id)) acknowledged = Math.max(acknowledged, id);
        }
        if (acknowledged >= 200) resolve();
      });
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.on("exit", resolve));

    const handle = await openDatabase({ dataDir: dir });
    const [row] = await queryRows<{ count: number; max: number }>(
      handle.db,
      sql`select count(*)::int as count, coalesce(max(id), 0)::int as max from crash_rows`,
    );
    await handle.close();
    expect(row?.max).toBeGreaterThanOrEqual(acknowledged);
    expect(row?.count).toBe(row?.max);
  });
});
