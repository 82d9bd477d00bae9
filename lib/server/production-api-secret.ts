// The HS256 secret shared by the embedded production API (verifies) and the
// app's token provider (signs): PRODUCTION_API_JWT_SECRET, or one made once
// and kept in DATA_DIR.
import { env } from "@/lib/env";
import { persistentSecret } from "./persistent-secret";

let cached: Uint8Array | undefined;

export function productionApiSecret(): Uint8Array {
  if (cached) return cached;
  const settings = env();
  const secret = persistentSecret(
    settings.DATA_DIR,
    "production-api-jwt-secret",
    settings.PRODUCTION_API_JWT_SECRET,
  );
  cached = new TextEncoder().encode(secret);
  return cached;
}
