// What every operation of the embedded API receives, and the shape of an
// operation's implementation: parsed input in, wire output out.
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import type {
  OperationName,
  OperationWireOutput,
  ParsedOperationInput,
} from "@/lib/production-api/operations";

export type OperationContext = {
  db: Database;
  /** The `sub` of the caller's token: recorded on status changes. */
  hubEmployeeId: number;
  /** The time of the request (tests pass a fixed clock). */
  now: Date;
};

/**
 * A response body the database has already written as JSON text (the matching
 * page): sent as it is, since parsing and writing it again in JavaScript would
 * cost more than the query. Its shape is the operation's wire output.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type Implementation<N extends OperationName> = (
  ctx: OperationContext,
  input: ParsedOperationInput<N>,
) => Promise<OperationWireOutput<N> | JsonText>;

export type Implementations<N extends OperationName> = { [K in N]: Implementation<K> };

/** Timestamps go out as ISO 8601 in UTC. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/**
 * Runs the work in the caller's transaction when there is one (the handler
 * runs every write in its own), else in a new one: a savepoint inside the
 * handler's transaction would add two statements to every write and change
 * nothing, since a failure rolls the whole transaction back.
 */
export const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  isTransaction(db) ? work(db) : db.transaction(work);

const isTransaction = (db: Database): boolean => db instanceof PgTransaction;
