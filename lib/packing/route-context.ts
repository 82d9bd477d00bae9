// The packing context of a route: the route's upstream and employee, and the
// process-wide database of the app's own tables.
import type { SessionEmployee } from "@/lib/auth/roles";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { getDatabase } from "@/lib/server/database";
import type { PackingContext } from "./context";

export async function packingContext(input: {
  upstream: ProductionApiClient;
  employee: SessionEmployee;
  at?: Date;
}): Promise<PackingContext> {
  return { upstream: input.upstream, employee: input.employee, db: await getDatabase(), at: input.at };
}

export const packingRoles = ["packer", "supervisor"] as const;
