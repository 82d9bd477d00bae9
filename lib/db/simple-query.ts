// PGlite's simple-query path: one `exec` of plain SQL text, parameters written
// in as literals. Drizzle's path takes six protocol round trips into the WASM
// engine per statement (parse, bind, describe, execute, sync, and the answer's
// types); one `exec` takes one, for one statement or several. Shared by the
// prepared statements (prepared-statement.ts) and the writes that stand
// together (write-together.ts).
import type { Database } from "./client";

export type PGliteClient = {
  exec: (query: string) => Promise<{ rows: unknown[] }[]>;
};
export type PgClient = {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
};

/** The driver's client of a database opened by openDatabase; undefined inside a transaction. */
export function driverClient(db: Database): PGliteClient | PgClient | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client && typeof client === "object" ? (client as PGliteClient | PgClient) : undefined;
}

export const isPGlite = (client: PGliteClient | PgClient): client is PGliteClient =>
  typeof (client as Partial<PGliteClient>).exec === "function";

/**
 * A parameter as an SQL literal: strings as escape-string literals (right
 * whatever standard_conforming_strings says), negative numbers in brackets (so
 * that `- $1` never becomes a comment). A NUL cannot be sent in a simple query
 * (nor stored in text), nor can a value of another kind (an array): undefined,
 * and the caller takes the parameterised path, which refuses a NUL as
 * PostgreSQL always does.
 */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === "bigint") return value < 0n ? `(${value})` : String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  if (typeof value !== "string" || value.includes("\0")) return undefined;
  return `E'${value.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * Text with $1, $2, … replaced by the parameters' literals; undefined when one
 * cannot be written as a literal. Placeholders inside the text's own string
 * literals are left alone (drizzle writes none there; a constant of the code might).
 */
export function withLiterals(text: string, params: readonly unknown[]): string | undefined {
  const literals = params.map(sqlLiteral);
  if (literals.some((literal) => literal === undefined)) return undefined;
  let isInString = false;
  let out = "";
  for (const part of text.split(/('|\$\d+)/)) {
    if (part === "'") isInString = !isInString;
    const placeholder = !isInString && /^\$\d+$/.test(part) ? literals[Number(part.slice(1)) - 1] : undefined;
    out += placeholder ?? part;
  }
  return out;
}
