// Applies the committed drizzle-kit migrations (lib/db/migrations).
import path from "node:path";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // The handle was opened by openDatabase with node-postgres.
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  }
}
