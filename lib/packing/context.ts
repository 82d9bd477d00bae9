// What every packing action works with: the upstream as the signed-in
// employee, the app's database (pack events) and the employee.
import type { SessionEmployee } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";

export type PackingContext = {
  upstream: ProductionApiClient;
  db: Database;
  employee: SessionEmployee;
  /** When the write was made (the scan, for one the outbox sent later); now when absent. */
  at?: Date;
  /**
   * Keeps the action's own rows (its pack events) for the end of the request, written in one
   * transaction with its Idempotency-Key answer and audit outcome (lib/route/end-write.ts).
   */
  keep: (rows: (tx: Database) => Promise<void>) => void;
};
