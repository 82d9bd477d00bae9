// The secret next-auth encrypts session cookies with: NEXTAUTH_SECRET, or one
// made once and kept in the shared database (DATABASE_URL) or in DATA_DIR.
import { env } from "@/lib/env";
import { secretOf } from "./shared-secrets";

let cached: string | undefined;

export function nextAuthSecret(): string {
  cached ??= secretOf("nextauth-secret", env().NEXTAUTH_SECRET);
  return cached;
}
