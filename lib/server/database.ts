// The process-wide database: opened on first use, migrated once, shared by
// the app's tables and the embedded production API. Never opened at build time.
import path from "node:path";
import { env } from "@/lib/env";
import { makeDataDirPrivate } from "@/lib/base/private-data-dir.mjs";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { underStartupLock } from "./startup-lock";

type Holder = { opening?: Promise<DatabaseHandle> };
// One handle per process, also across Next's module reloads in development.
const holder = ((globalThis as { __shopfloorDb?: Holder }).__shopfloorDb ??= {});

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.opening ??= (async () => {
    const settings = env();
    const handle = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
    // PGlite sets its first files' modes itself (0666): DATA_DIR is the server user's alone once it is open.
    if (handle.kind === "pglite") makeDataDirPrivate(path.resolve(settings.DATA_DIR));
    await underStartupLock(settings.DATABASE_URL, "migrate", () => migrateDatabase(handle));
    return handle;
  })();
  holder.opening.catch(() => {
    holder.opening = undefined;
  });
  return holder.opening;
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
