// `column = any('{…}'::int[])`: one parameter for any number of ids, where
// inArray spends one bind parameter per id (planning thousands of them costs
// ten times the query on PGlite) and fails past 65,535 of them.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

export function anyId(column: AnyColumn, ids: readonly number[]): SQL {
  const literal = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  return sql`${column} = any(${literal}::int[])`;
}
