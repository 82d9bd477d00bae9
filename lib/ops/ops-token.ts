// The local admin token: made once in DATA_DIR (mode 600), so only who can read
// the server's data directory (the `npm run backup` CLI on the same machine)
// can ask the running PGlite server for a backup.
import fs from "node:fs";
import path from "node:path";
import { persistentSecret } from "@/lib/server/persistent-secret";

export const opsTokenFile = "ops-token";

export const opsToken = (dataDir: string): string => persistentSecret(dataDir, opsTokenFile, undefined);

/** The token if the server made one (the CLI never makes it). */
export function readOpsToken(dataDir: string): string | null {
  const file = path.resolve(dataDir, opsTokenFile);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}
