// The app's own tables (schema "app"), apart from the embedded production API's.
import { jsonb, pgSchema, text } from "drizzle-orm/pg-core";

export const app = pgSchema("app");

/** Key/value facts about this database, e.g. whether it was created with demo data. */
export const appMeta = app.table("meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
