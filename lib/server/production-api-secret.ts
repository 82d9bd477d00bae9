// The HS256 secret shared by the embedded production API (verifies) and the
// app's token provider (signs): PRODUCTION_API_JWT_SECRET, or one made once
// and kept in the shared database (DATABASE_URL) or in DATA_DIR.
import { env } from "@/lib/env";
import { secretOf } from "./shared-secrets";

let cached: Uint8Array | undefined;

export function productionApiSecret(): Uint8Array {
  cached ??= new TextEncoder().encode(secretOf("production-api-jwt-secret", env().PRODUCTION_API_JWT_SECRET));
  return cached;
}
