// Applies the committed drizzle-kit migrations (lib/db/migrations). drizzle
// runs every pending migration in one transaction: one that fails leaves the
// data as it was, and the server stops with a sentence saying which and why.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type DatabaseHandle } from "./client";

export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

export class MigrationError extends Error {}

/** The failing statement's first line and the database's own reason, from drizzle's error and its cause. */
function whyMigrationFailed(error: unknown): string {
  const { message, cause } = error instanceof Error ? error : { message: String(error), cause: undefined };
  const statement = /Failed query: ([^\n]*)/.exec(message)?.[1]?.trim();
  const reason = cause instanceof Error ? cause.message : message.split("\n")[0];
  return statement ? `${reason} (in: ${statement.slice(0, 160)})` : (reason ?? "unknown");
}

/** The tags of the migrations not applied yet (drizzle applies them in journal order). */
async function pendingMigrations(handle: DatabaseHandle, folder: string): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const applied = await queryRows<{ n: string }>(
    handle.db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  )
    .then((rows) => Number(rows[0]?.n ?? 0))
    .catch(() => 0);
  return journal.entries.slice(applied).map((entry) => entry.tag);
}

export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  const pending = await pendingMigrations(handle, folder);
  try {
    if (handle.kind === "postgres") {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      // The handle was opened by openDatabase with node-postgres.
      await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
    } else {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
    }
  } catch (error) {
    throw new MigrationError(
      `Upgrading the database failed and it was left as it was (none of ${pending.join(", ")} applied): ` +
        `${whyMigrationFailed(error)}. Run the previous release on it, or restore a backup, and report this.`,
      { cause: error },
    );
  }
}
