// DATA_DIR holds the database and the server's secrets: only the server's user
// may read or write it (docs/security.md, "The data directory"). The server runs
// with umask 077, but PGlite sets some files' modes itself (its first files
// 0666, pg_internal.init 0644), and a directory from an older version is open
// to every local user. So at start, once the database is open, every folder
// becomes 0700 and every file 0600 (or stays stricter). Folders at 0700 keep
// what PGlite writes later out of reach too. Plain JavaScript: server/serve.mjs runs it.
import fs from "node:fs";
import path from "node:path";

/**
 * Takes group and other bits off every entry under (and of) `dir`: folders 0700,
 * files 0600 (a stricter mode stays). Symbolic links are not followed.
 * Returns how many entries were changed, and those that could not be (not ours).
 * @param {string} dir
 * @returns {{ fixed: number; failed: string[] }}
 */
export function makeDirectoryPrivate(dir) {
  const result = { fixed: 0, failed: [] };
  if (!fs.existsSync(dir)) return result;
  const waiting = [dir];
  while (waiting.length > 0) {
    const entry = /** @type {string} */ (waiting.pop());
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) continue;
    const isFolder = stat.isDirectory();
    if ((stat.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(entry, isFolder ? 0o700 : stat.mode & 0o600);
        result.fixed++;
      } catch {
        result.failed.push(entry);
      }
    }
    if (!isFolder) continue;
    try {
      for (const name of fs.readdirSync(entry)) waiting.push(path.join(entry, name));
    } catch {
      result.failed.push(entry);
    }
  }
  return result;
}

/**
 * The start's one pass over DATA_DIR, with one line saying what it did.
 * @param {string} dir
 * @param {{ info: (line: string) => void; warn: (line: string) => void }} [log]
 */
export function makeDataDirPrivate(dir, log = console) {
  const { fixed, failed } = makeDirectoryPrivate(dir);
  if (fixed > 0) log.info(`[startup] data directory made private: ${fixed} entries`);
  if (failed.length > 0)
    log.warn(
      `[startup] data directory: ${failed.length} entries belong to another user and stay readable (first: ${failed[0]})`,
    );
  return { fixed, failed };
}
