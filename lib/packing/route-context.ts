// The packing context of a route: the route's upstream and employee, and the
// database of the app's own tables (the process-wide one; a test's own in tests).
import type { SessionEmployee } from "@/lib/base/roles";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { appDatabase } from "@/lib/server/app-database";
import type { PackingContext } from "./context";

export async function packingContext(input: {
  upstream: ProductionApiClient;
  employee: SessionEmployee;
  at?: Date;
  keep: PackingContext["keep"];
}): Promise<PackingContext> {
  return {
    upstream: input.upstream,
    employee: input.employee,
    db: await appDatabase(),
    at: input.at,
    keep: input.keep,
  };
}

export const packingRoles = ["packer", "supervisor"] as const;
