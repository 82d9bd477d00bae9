// Wire objects written as JSON text by the database itself, for the big lists
// (tens of thousands of polygons). On PGlite, tens of thousands of typed rows
// cost far more to hand over (protocol messages parsed in JavaScript, then
// mapped and serialised again) than one text value; and plain concatenation
// is several times faster than json_build_object, which looks up the type of
// every argument on every call. The text is compact, like JSON.stringify.
import { sql, type SQL } from "drizzle-orm";

/** How a column is written: a number or boolean as its text, a string escaped, a timestamp as ISO 8601, JSON text as it is. */
export type JsonField = readonly [
  name: string,
  column: SQL,
  kind: "number" | "boolean" | "text" | "timestamp" | "json",
];

/** A timestamptz as the API writes every timestamp: ISO 8601 in UTC with milliseconds (`Date#toISOString`). */
export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function value([, column, kind]: JsonField): SQL {
  if (kind === "json") return column;
  if (kind === "text") return sql`coalesce(to_json(${column})::text, 'null')`;
  if (kind === "timestamp") return sql`coalesce('"' || ${isoText(column)} || '"', 'null')`;
  // int and boolean columns: their text ("42", "true") is their JSON.
  return sql`coalesce((${column})::text, 'null')`;
}

/**
 * `"name":value,…` of these fields, in this order: preceded by `{` when they
 * open an object, else by `,` (a stretch of an object that is written in parts).
 */
export function jsonMembers(fields: readonly JsonField[], opensObject: boolean): SQL {
  const parts = fields.map(
    (field, i) => sql`${sql.raw(`'${i === 0 && opensObject ? "{" : ","}"${field[0]}":'`)} || ${value(field)}`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** `{"name":value,…}` of these fields, in this order. */
export function jsonObject(fields: readonly JsonField[]): SQL {
  return sql`(${jsonMembers(fields, true)} || '}')`;
}

/** `[item,…]` of the rows in this order; `[]` when there are none. An aggregate: use in a select over the rows. */
export function jsonArray(item: SQL, orderBy: SQL): SQL {
  return sql`('[' || coalesce(string_agg(${item}, ',' order by ${orderBy}), '') || ']')`;
}
