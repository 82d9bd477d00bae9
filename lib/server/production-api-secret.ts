// The HS256 secret shared by the embedded production API (verifies) and the
// app's token provider (signs): PRODUCTION_API_JWT_SECRET, or one made once
// and kept in DATA_DIR so that restarts keep accepting the same tokens.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

let cached: Uint8Array | undefined;

export function productionApiSecret(): Uint8Array {
  if (cached) return cached;
  const settings = env();
  let secret = settings.PRODUCTION_API_JWT_SECRET;
  if (!secret) {
    const file = path.resolve(settings.DATA_DIR, "production-api-jwt-secret");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    secret = fs.readFileSync(file, "utf8").trim();
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
