// Id lists in the embedded API's statements.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "@/lib/db/client";

export { anyId } from "@/lib/db/any-id";

/** The distinct ids, in the order first given. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * The ids of the rows matching `where`, in this order, read as one array
 * value: 100,000 one-column rows cost PGlite three times as much to hand over
 * (each row a protocol message parsed in JavaScript, and copied from its thread).
 */
export async function orderedIds(
  db: Database,
  table: PgTable,
  id: AnyColumn,
  where: SQL | undefined,
  orderBy: SQL,
): Promise<number[]> {
  const [row] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`select array_agg(${id} order by ${orderBy}) as ids from ${table} where ${where ?? sql`true`}`,
  );
  return row?.ids ?? [];
}
