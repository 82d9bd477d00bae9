// Two processes on one PGlite data directory silently corrupt it, so the
// opener holds a lock file naming its pid and a second opener is refused.
import fs from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on `dir` for this process, or throws DataDirInUseError. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "pglite.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (holder === process.pid) return () => undefined;
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(
          `The data directory ${path.resolve(dir)} is in use by process ${holder} ` +
            `(a running server or seed). Stop that process first, or set DATA_DIR to another directory.`,
        );
      }
      // The holder died (e.g. kill -9): the lock is stale, take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take the lock on the data directory ${path.resolve(dir)}.`);
}
