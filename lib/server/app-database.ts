// The database of the app's own tables for server routes; tests point it at
// their own in-memory database.
import type { Database } from "@/lib/db/client";
import { getDatabase } from "@/lib/server/database";

let getAppDatabase: () => Promise<Database> = getDatabase;

export function setAppDatabase(getDb: () => Promise<Database>): void {
  getAppDatabase = getDb;
}

export function appDatabase(): Promise<Database> {
  return getAppDatabase();
}
