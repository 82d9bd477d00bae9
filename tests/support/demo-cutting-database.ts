// The cutting tests' database: the 12-project demo workshop of `seed`, its default workflow
// and its stock of rolls and offcuts, made at `now` (fake the clock before calling it).
import { ensureDemoRolls } from "@/lib/cutting/rolls/demo-stock";
import { demoFabrics, prepareEmbeddedApi } from "@/lib/server/embedded-api";
import { ensureDefaultWorkflow } from "@/lib/workflow/store";
import { setUpApiRoutes } from "./api-session";
import { openTestDatabase } from "./test-database";

export function demoCuttingDatabase(seed: number, now: Date) {
  return async () => {
    const handle = await openTestDatabase();
    await prepareEmbeddedApi(handle.db, { DEMO_DATA: true, DEMO_SEED: seed, DEMO_PROJECTS: 12 });
    await ensureDefaultWorkflow(handle.db);
    await ensureDemoRolls(handle.db, await demoFabrics(handle.db), { seed, now });
    return handle;
  };
}

/** The API routes over that database, with the workshop's offcut minimum of 500 mm. */
export const setUpCuttingRoutes = (seed: number, now: Date) =>
  setUpApiRoutes({
    seed: false,
    settings: { OFFCUT_MIN_LENGTH_MM: "500" },
    database: demoCuttingDatabase(seed, now),
  });
