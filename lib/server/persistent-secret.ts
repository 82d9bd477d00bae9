// A secret from a setting, or one made once and kept in DATA_DIR so that
// restarts keep accepting what was signed before.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function persistentSecret(dataDir: string, fileName: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, fileName);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
