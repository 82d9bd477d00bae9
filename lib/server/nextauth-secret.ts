// The secret next-auth encrypts session cookies with: NEXTAUTH_SECRET, or one
// made once and kept in DATA_DIR.
import { env } from "@/lib/env";
import { persistentSecret } from "./persistent-secret";

let cached: string | undefined;

export function nextAuthSecret(): string {
  if (cached) return cached;
  const settings = env();
  cached = persistentSecret(settings.DATA_DIR, "nextauth-secret", settings.NEXTAUTH_SECRET);
  return cached;
}
