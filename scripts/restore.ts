// `npm run restore -- FILE`: restores a backup of `npm run backup` into the
// configured DATA_DIR or DATABASE_URL (the settings of `npm start`), which
// must be empty; a live or non-empty one is refused. docs/deploy.md, "Backups".
import path from "node:path";
import { env } from "../lib/env";
import { restorePglite, restorePostgres } from "../lib/ops/restore";

async function main() {
  // What it writes into DATA_DIR is the server user's alone (docs/security.md).
  process.umask(0o077);
  const settings = env();
  const arg = process.argv.slice(2).find((a) => a !== "--");
  if (!arg) throw new Error("Usage: npm run restore -- FILE");
  const file = path.resolve(arg);
  const startedAt = performance.now();
  if (settings.DATABASE_URL) await restorePostgres(file, settings.DATABASE_URL);
  else await restorePglite(file, settings.DATA_DIR);
  const target = settings.DATABASE_URL ? "the database of DATABASE_URL" : path.resolve(settings.DATA_DIR);
  console.info(
    `Restored ${file} into ${target} in ${Math.round(performance.now() - startedAt)} ms; start it with npm start.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
