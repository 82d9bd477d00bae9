// `npm run db:seed -- --projects N [--seed S] [--reset]`: loads the embedded
// production API's demo data into the configured database (DATA_DIR or
// DATABASE_URL, as the server opens it). Refuses a database that holds data
// unless --reset is given, which first empties the embedded API's tables.
import { parseArgs } from "node:util";
import { z } from "zod";
import { env, SettingsError } from "../lib/env";
import { DataDirInUseError } from "../lib/db/data-dir-lock";
import { loadDemoDataLocked } from "../lib/embedded-api/boot";
import { getDatabaseHandle } from "../lib/server/database";

const argsSchema = z.object({
  projects: z.coerce
    .number({ message: "--projects must be a number" })
    .int("--projects must be a whole number")
    .min(1, "--projects must be at least 1")
    .max(100_000, "--projects must be at most 100000"),
  seed: z.coerce.number({ message: "--seed must be a number" }).int("--seed must be a whole number"),
  reset: z.boolean(),
});

function readArgs() {
  const { values } = parseArgs({
    options: {
      projects: { type: "string" },
      seed: { type: "string" },
      reset: { type: "boolean", default: false },
    },
  });
  const settings = env();
  const parsed = argsSchema.safeParse({
    projects: values.projects ?? settings.DEMO_PROJECTS,
    seed: values.seed ?? settings.DEMO_SEED,
    reset: values.reset ?? false,
  });
  if (!parsed.success) throw new SettingsError(parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data;
}

async function main(): Promise<number> {
  // What it writes into DATA_DIR is the server user's alone (docs/security.md).
  process.umask(0o077);
  const args = readArgs();
  const started = performance.now();
  const handle = await getDatabaseHandle();
  try {
    const outcome = await loadDemoDataLocked(
      handle.db,
      { seed: args.seed, projects: args.projects, now: new Date() },
      { replace: args.reset },
    );
    if (!outcome) {
      console.error(
        "The database already holds production data; run again with --reset to replace it with demo data.",
      );
      return 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Loaded demo data (seed ${args.seed}) into ${handle.kind}: ${outcome.projects} projects, ` +
        `${outcome.polygons} polygons in ${seconds} s.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof SettingsError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else {
      console.error("Seeding failed:", error);
    }
    process.exitCode = 1;
  },
);
