// The data directory is the server user's alone (lib/base/private-data-dir.mjs,
// run by server/serve.mjs once the database is open): a directory of an older
// version with 0666/0644 files and 0755 folders, and what PGlite itself makes
// with modes of its own, become files 0600 (or stricter) and folders 0700, and
// the start says how many entries it changed. A real start on a fresh
// DATA_DIR is checked by tests/system/backup-live-test.ts.
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { makeDataDirPrivate, makeDirectoryPrivate } from "@/lib/base/private-data-dir.mjs";

const made: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(tmpdir(), "data-dir-modes-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every entry under and of `dir` (symbolic links not followed), with its permission bits. */
function modesUnder(dir: string): { entry: string; isFolder: boolean; mode: number }[] {
  const seen = [{ entry: dir, isFolder: true, mode: fs.statSync(dir).mode & 0o777 }];
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const entry = path.join(dir, name);
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) continue;
    seen.push({ entry, isFolder: stat.isDirectory(), mode: stat.mode & 0o777 });
  }
  return seen;
}

const open = (entries: { isFolder: boolean; mode: number }[]) =>
  entries.filter(({ isFolder, mode }) => (isFolder ? mode !== 0o700 : (mode & 0o177) !== 0));

describe("a data directory open to every local user", () => {
  it("is made private: files 0600 (a stricter one stays), folders 0700, links not followed; counted", () => {
    const dir = freshDir();
    const outside = freshDir();
    fs.writeFileSync(path.join(outside, "not-ours.txt"), "x");
    fs.chmodSync(path.join(outside, "not-ours.txt"), 0o644);
    fs.mkdirSync(path.join(dir, "pglite", "base", "1"), { recursive: true });
    const files = {
      "nextauth-secret": 0o666,
      "pglite/PG_VERSION": 0o644,
      "pglite/base/1/1259": 0o666,
      "pglite/base/1/run.sh": 0o755,
      "read-only": 0o400,
      "already-private": 0o600,
    };
    for (const [name, mode] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), "x");
      fs.chmodSync(path.join(dir, name), mode);
    }
    for (const folder of [dir, path.join(dir, "pglite"), path.join(dir, "pglite", "base")])
      fs.chmodSync(folder, 0o755);
    fs.chmodSync(path.join(dir, "pglite", "base", "1"), 0o777);
    fs.symlinkSync(path.join(outside, "not-ours.txt"), path.join(dir, "link"));
    expect(open(modesUnder(dir))).toHaveLength(8);

    const lines: string[] = [];
    const outcome = makeDataDirPrivate(dir, {
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
    });
    // 4 folders and 4 files were open: the read-only and the private file were not.
    expect(outcome).toEqual({ fixed: 8, failed: [] });
    expect(lines).toEqual(["[startup] data directory made private: 8 entries"]);
    expect(open(modesUnder(dir))).toEqual([]);
    expect(fs.statSync(path.join(dir, "read-only")).mode & 0o777).toBe(0o400);
    expect(fs.statSync(path.join(dir, "pglite/base/1/run.sh")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(outside, "not-ours.txt")).mode & 0o777).toBe(0o644);

    // A second start finds nothing to do, and says nothing.
    lines.length = 0;
    expect(
      makeDataDirPrivate(dir, { info: (line) => lines.push(line), warn: (line) => lines.push(line) }),
    ).toEqual({
      fixed: 0,
      failed: [],
    });
    expect(lines).toEqual([]);
  });

  it("a missing directory is nothing to do", () => {
    expect(makeDirectoryPrivate(path.join(tmpdir(), `no-such-data-dir-${process.pid}`))).toEqual({
      fixed: 0,
      failed: [],
    });
  });
});

describe("what PGlite makes in a fresh data directory", () => {
  it("comes with modes of its own (files 0666), and the start's pass makes every entry private", async () => {
    const dir = freshDir();
    const database = await PGlite.create(path.join(dir, "pglite"));
    await database.exec("create table t (x int); insert into t values (1); checkpoint;");
    await database.close();
    const before = open(modesUnder(dir));
    // The reason for the pass: the umask alone does not reach these.
    expect(before.length).toBeGreaterThan(100);
    const { fixed } = makeDirectoryPrivate(dir);
    expect(fixed).toBe(before.length);
    const after = modesUnder(dir);
    expect(after.length).toBeGreaterThan(100);
    expect(open(after)).toEqual([]);
  }, 120_000);
});
