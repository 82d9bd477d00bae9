// Server start: settings, database, embedded demo data. Any failure is fatal,
// with a sentence naming the cause (never a stack trace for a known problem).
import { env, SettingsError } from "@/lib/env";
import { DataDirInUseError } from "@/lib/db/data-dir-lock";
import { getDatabaseHandle } from "./database";
import { productionApiSecret } from "./production-api-secret";

export async function startServer(): Promise<void> {
  try {
    const settings = env();
    const handle = await getDatabaseHandle();
    if (settings.EMBEDDED_PRODUCTION_API) {
      productionApiSecret();
      const { ensureEmbeddedData } = await import("@/lib/embedded-api/boot");
      const outcome = await ensureEmbeddedData(handle.db, {
        demoData: settings.DEMO_DATA,
        seed: settings.DEMO_SEED,
        projects: settings.DEMO_PROJECTS,
        now: new Date(),
      });
      console.info(`[startup] database ready (${handle.kind}); embedded production API data: ${outcome}`);
    } else {
      console.info(
        `[startup] database ready (${handle.kind}); production API at ${settings.PRODUCTION_API_URL}`,
      );
    }
  } catch (error) {
    if (error instanceof SettingsError || error instanceof DataDirInUseError) {
      console.error(`[startup] ${error.message}`);
    } else {
      console.error("[startup] the server could not start:", error);
    }
    process.exit(1);
  }
}
