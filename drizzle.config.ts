import { defineConfig } from "drizzle-kit";

// One pg-core schema serves PGlite and PostgreSQL; migrations are generated
// from both table sets and applied at start by lib/db/migrate.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./lib/db/schema.ts", "./lib/embedded-api/schema.ts"],
  out: "./lib/db/migrations",
  schemaFilter: ["app", "production_api"],
});
