// Bulk inserts for the demo loader. A table of plain columns goes in as one
// array literal per column, expanded by unnest (about twice as fast as JSON on
// PGlite, and far faster than thousands of bound parameters); a table with
// jsonb or array columns goes in as one JSON text per statement, expanded by
// json_populate_recordset. Both work the same on PGlite and PostgreSQL.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";

/** Bytes of JSON or rows of arrays per statement: few statements, none too large for a server. */
const statementBytes = 4_000_000;
const statementRows = 20_000;

const scalarTypes: Record<string, string> = {
  serial: "integer",
  integer: "integer",
  text: "text",
  boolean: "boolean",
  "double precision": "double precision",
  "timestamp with time zone": "timestamp with time zone",
};

export function qualifiedName(table: PgTable): SQL {
  const { name, schema } = getTableConfig(table);
  return schema ? sql`${sql.identifier(schema)}.${sql.identifier(name)}` : sql`${sql.identifier(name)}`;
}

/** One value as an element of a PostgreSQL array literal. */
function element(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return `"${value.toISOString()}"`;
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  // Only the scalar types above reach here (insertRows checks the column types).
  throw new Error(`cannot put ${typeof value} into an array literal`);
}

const columnList = (columns: [string, PgColumn][]) =>
  sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );

async function insertByUnnest(
  db: Database,
  table: PgTable,
  columns: [string, PgColumn][],
  rows: readonly object[],
) {
  const list = columnList(columns);
  for (let start = 0; start < rows.length; start += statementRows) {
    const part = rows.slice(start, start + statementRows) as readonly Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => {
      const literal = `{${part.map((row) => element(row[key])).join(",")}}`;
      return sql`${literal}::${sql.raw(scalarTypes[column.getSQLType()]!)}[]`;
    });
    await db.execute(
      sql`insert into ${qualifiedName(table)} (${list}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

async function insertByJson(
  db: Database,
  table: PgTable,
  columns: [string, PgColumn][],
  rows: readonly object[],
) {
  const list = columnList(columns);
  const target = qualifiedName(table);
  const nameOf = new Map(columns.map(([key, column]) => [key, column.name]));
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(",")}]`;
    batch = [];
    bytes = 0;
    await db.execute(
      sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${json}::json)`,
    );
  };
  for (const row of rows) {
    const named: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) named[nameOf.get(key) ?? key] = value;
    const text = JSON.stringify(named);
    batch.push(text);
    bytes += text.length;
    if (bytes >= statementBytes) await flush();
  }
  await flush();
}

/** Inserts rows keyed by the table's property names (every row has the keys of the first). */
export async function insertRows(db: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(Object.keys(rows[0]!));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const isScalar = columns.every(([, column]) => column.getSQLType() in scalarTypes);
  await (isScalar ? insertByUnnest : insertByJson)(db, table, columns, rows);
}
