// Writes that stand together or not at all: the end of a request (its own
// rows, its Idempotency-Key answer, its audit outcome, lib/route/end-write.ts)
// and a claim's records. On PGlite they go as one simple query of several
// statements, which PostgreSQL runs as one implicit transaction, in one trip
// into the engine instead of six per statement plus BEGIN and COMMIT
// (simple-query.ts); on PostgreSQL, and inside a caller's transaction, as
// drizzle's statements in one transaction.
import type { SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows, type Database } from "./client";
import { driverClient, isPGlite, withLiterals } from "./simple-query";

const dialect = new PgDialect();

/** The statements as one text of literals; undefined when a parameter cannot be a literal. */
function asOneText(statements: readonly SQLWrapper[]): string | undefined {
  const texts: string[] = [];
  for (const statement of statements) {
    const query = dialect.sqlToQuery(statement.getSQL());
    const text = withLiterals(query.sql, query.params);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts.join(";\n");
}

/** One statement in one trip into PGlite (a claim, an audit row): writeTogether of one. */
export const writeOne = <Row = Record<string, unknown>>(
  db: Database,
  statement: SQLWrapper,
): Promise<Row[]> => writeTogether<Row>(db, [statement]);

/**
 * Runs the statements, all or none. Answers the rows of the last one, as the
 * driver gives them (rely on numbers and text only: the two paths parse dates
 * and JSON differently).
 */
export async function writeTogether<Row = Record<string, unknown>>(
  db: Database,
  statements: readonly SQLWrapper[],
): Promise<Row[]> {
  if (statements.length === 0) return [];
  const client = driverClient(db);
  const text = client && isPGlite(client) ? asOneText(statements) : undefined;
  if (client && isPGlite(client) && text !== undefined) {
    const results = await client.exec(text);
    return (results.at(-1)?.rows ?? []) as Row[];
  }
  const run = async (on: Database) => {
    let rows: Row[] = [];
    for (const statement of statements) rows = await queryRows<Row>(on, statement.getSQL());
    return rows;
  };
  return statements.length === 1 || !client ? run(db) : db.transaction(run);
}
