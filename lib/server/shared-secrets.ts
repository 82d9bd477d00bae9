// Secrets the app servers on one PostgreSQL share (docs/deploy.md, "Secrets"):
// with DATABASE_URL and no setting, the first server to start makes each one
// and every other server reads the same row (INSERT … ON CONFLICT DO NOTHING,
// then SELECT: whoever loses the race reads the winner's). Read once at start,
// so the synchronous readers (next-auth's options, the token signer) find them.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sharedSecrets } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { persistentSecret } from "./persistent-secret";
import { processWide } from "@/lib/base/process-wide";

export type SecretName = "nextauth-secret" | "production-api-jwt-secret";

const loaded = processWide("shared-secrets", () => new Map<SecretName, string>());

/** The database's secret of this name, made now if no server made it before. */
export async function loadSharedSecret(db: Database, name: SecretName): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, name));
  if (!row) throw new Error(`the shared secret ${name} could not be stored in the database`);
  loaded.set(name, row.value);
  return row.value;
}

/**
 * The secret: the setting when there is one; with DATABASE_URL the one shared
 * through the database (read at start); else one kept in DATA_DIR.
 */
export function secretOf(name: SecretName, configured: string | undefined): string {
  if (configured) return configured;
  const settings = env();
  if (!settings.DATABASE_URL) return persistentSecret(settings.DATA_DIR, name, undefined);
  const value = loaded.get(name);
  if (value === undefined)
    throw new Error(`the shared secret ${name} is read from the database at server start, not yet done`);
  return value;
}

/** At start with DATABASE_URL: reads (or makes) every secret not given as a setting. */
export async function loadSharedSecrets(db: Database): Promise<void> {
  const settings = env();
  if (!settings.DATABASE_URL) return;
  if (!settings.NEXTAUTH_SECRET) await loadSharedSecret(db, "nextauth-secret");
  if (!settings.PRODUCTION_API_JWT_SECRET) await loadSharedSecret(db, "production-api-jwt-secret");
}
