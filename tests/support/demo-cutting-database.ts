// The cutting tests' database: the 12-project demo workshop of `seed`, its default workflow
// and its stock of rolls and offcuts, made at `now` (fake the clock before calling it).
import { ensureDemoRolls } from "@/lib/cutting/rolls/demo-stock";
import { demoFabrics, prepareEmbeddedApi } from "@/lib/server/embedded-api";
import { ensureDefaultWorkflow } from "@/lib/workflow/store";
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
