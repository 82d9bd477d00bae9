// `column = any('{…}'::int[])`: one parameter for any number of ids, where
// inArray would spend one bind parameter per id and fail past 65,535 of them.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export function anyId(column: AnyColumn, ids: readonly number[]): SQL {
  const literal = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  return sql`${column} = any(${literal}::int[])`;
}

/** The distinct ids, in the order first given. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];
