// Wire objects written as JSON text by the database itself, for the big lists
// (tens of thousands of polygons). On PGlite, tens of thousands of typed rows
// cost far more to hand over (protocol messages parsed in JavaScript, then
// mapped and serialised again) than one text value; and plain concatenation
// is several times faster than json_build_object, which looks up the type of
// every argument on every call. The text is compact, like JSON.stringify.
import { sql, type SQL } from "drizzle-orm";
import { yieldToOthers } from "@/lib/base/yield";
import { queryRows, type Database } from "@/lib/db/client";
import type { BetweenSlices } from "./polygons";

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

/**
 * Runs `statementOf(slice)` for each slice of these ids, in their order, and
 * gives `take` each answer's JSON text (a `json` column: an array of the
 * slice's rows). A list of tens of thousands of rows is written a few
 * thousand a statement, with a pause before each but the first: the embedded
 * database answers one statement at a time, and a scan's lookup waits for the
 * one under way.
 */
export async function eachJsonSlice(
  db: Database,
  ids: readonly number[],
  sliceSize: number,
  statementOf: (slice: number[]) => SQL,
  take: (json: string) => void,
  between: BetweenSlices = yieldToOthers,
): Promise<void> {
  let sliceMs = 0;
  for (let start = 0; start < ids.length; start += sliceSize) {
    if (start > 0) await between(sliceMs);
    const startedAt = performance.now();
    const [row] = await queryRows<{ json: string | null }>(
      db,
      statementOf(ids.slice(start, start + sliceSize)),
    );
    if (row?.json) take(row.json);
    sliceMs = performance.now() - startedAt;
  }
}

/** JSON arrays' texts joined into one array's ("[a,b]", "[]", "[c]" → "[a,b,c]"). */
export const joinedArrays = (arrays: readonly string[]): string =>
  `[${arrays.flatMap((json) => (json.length > 2 ? [json.slice(1, -1)] : [])).join(",")}]`;
