// What every packing action works with: the upstream as the signed-in
// employee, the app's database (pack events) and the employee.
import type { SessionEmployee } from "@/lib/base/roles";
import type { SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";

export type PackingContext = {
  upstream: ProductionApiClient;
  db: Database;
  employee: SessionEmployee;
  /** When the write was made (the scan, for one the outbox sent later); now when absent. */
  at?: Date;
  /**
   * Keeps the statement of the action's own rows (its pack events) for the end of the request,
   * written with its Idempotency-Key answer and audit outcome, all or none (lib/route/end-write.ts).
   */
  keep: (statement: SQL) => void;
};
