// Statements the database parses and plans once per connection and then only
// executes: for the hottest lookups, where building, parsing and planning the
// SQL on every call costs more than the lookup itself. On PGlite a call is one
// simple-protocol `EXECUTE` (drizzle's path takes six protocol round trips into
// the WASM engine per query, lib/db/simple-query.ts); on PostgreSQL it is
// node-postgres' named statement.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "./client";
import { driverClient, isPGlite, sqlLiteral, type PGliteClient } from "./simple-query";

export type StatementParam = string | number | null;

export type PreparedStatement = {
  /** A name unique in the process, a plain identifier. */
  name: string;
  /** PostgreSQL types of $1, $2, …, e.g. `["text", "int"]`. */
  paramTypes: readonly string[];
  /** The SQL, with $1, $2, … for the parameters. */
  text: string;
};

/**
 * A prepared statement written with drizzle's `sql` over the schema's tables
 * and columns (the JSON-text builders of the embedded API): `build` gets
 * `$1`, `$2`, … for the parameters, and is rendered to text once, on first use.
 * Values in it are written inline (constants of the code, never input).
 */
export function preparedFromSql(
  name: string,
  paramTypes: readonly string[],
  build: (...params: SQL[]) => SQL,
): PreparedStatement {
  let text: string | undefined;
  return {
    name,
    paramTypes,
    get text() {
      if (text === undefined) {
        const placeholders = paramTypes.map((_, i) => sql.raw(`$${i + 1}`));
        text = new PgDialect().sqlToQuery(build(...placeholders).inlineParams()).sql;
      }
      return text;
    },
  };
}

/** The statement as a drizzle query with bound parameters (transactions, odd values). */
function boundQuery(statement: PreparedStatement, params: readonly StatementParam[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${params[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/** Per PGlite client, the statements prepared on it (a promise, so two first calls prepare once). */
const preparedOn = new WeakMap<PGliteClient, Map<string, Promise<void>>>();

function prepareOn(client: PGliteClient, statement: PreparedStatement): Promise<void> {
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  let done = prepared.get(statement.name);
  if (!done) {
    const types = statement.paramTypes.length ? `(${statement.paramTypes.join(", ")})` : "";
    done = client.exec(`prepare ${statement.name}${types} as ${statement.text}`).then(() => undefined);
    done.catch(() => prepared.delete(statement.name));
    prepared.set(statement.name, done);
  }
  return done;
}

const isMissingStatement = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "26000";

/** Runs a prepared statement; its rows. Inside a transaction it runs there as an ordinary query. */
export async function runPrepared<Row>(
  db: Database,
  statement: PreparedStatement,
  params: readonly StatementParam[],
): Promise<Row[]> {
  const client = driverClient(db);
  if (!client) return queryRows<Row>(db, boundQuery(statement, params));
  if (!isPGlite(client)) {
    const result = await client.query({ name: statement.name, text: statement.text, values: [...params] });
    return result.rows as Row[];
  }
  const literals = params.map(sqlLiteral);
  if (literals.some((value) => value === undefined)) return queryRows<Row>(db, boundQuery(statement, params));
  const execute = `execute ${statement.name}${literals.length ? `(${literals.join(", ")})` : ""}`;
  await prepareOn(client, statement);
  try {
    const [result] = await client.exec(execute);
    return (result?.rows ?? []) as Row[];
  } catch (error) {
    // Someone deallocated it (DISCARD ALL): prepare it again, once.
    if (!isMissingStatement(error)) throw error;
    preparedOn.get(client)?.delete(statement.name);
    await prepareOn(client, statement);
    const [result] = await client.exec(execute);
    return (result?.rows ?? []) as Row[];
  }
}
