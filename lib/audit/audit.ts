// The audit trail: one row per write through the app's routes (who, what,
// the input, our answer, the upstream's answer, how long it took), and the
// latest rows for the admin. Secrets never go in: keys that look like a
// password, PIN, token, secret or cookie are replaced before writing.
import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { writeOne } from "@/lib/db/write-together";
import { auditLog } from "@/lib/db/schema";
import { getDatabase } from "@/lib/server/database";
import type { SessionEmployee } from "@/lib/base/roles";
import { logError } from "@/lib/base/log";
import { auditQuery, type AuditQuery } from "./audit-query";

export { auditQuery };

let auditDatabase: () => Promise<Database> = getDatabase;

/** Where audit rows go; tests point it at their own database. */
export function setAuditDatabase(getDb: () => Promise<Database>): void {
  auditDatabase = getDb;
}

const secretWords = new Set([
  "password",
  "passcode",
  "pin",
  "token",
  "secret",
  "cookie",
  "authorization",
  "hash",
]);

/** `pinHash`, `access_token`, `Password` are secret; `shipping` or `spinner` are not. */
function isSecretKey(key: string): boolean {
  return key.split(/(?=[A-Z])|[^A-Za-z]+/).some((word) => secretWords.has(word.toLowerCase()));
}

/** A copy of the input with anything secret-looking replaced, safe to store. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSecretKey(key) ? "[redacted]" : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

export type AuditEntry = {
  employee: SessionEmployee;
  action: string;
  details: Record<string, unknown>;
  status: number;
  upstreamStatus: number | null;
  durationMs: number;
};

/** The status of a row written before its write is made: 102 Processing, until finishAudit sets the answer. */
export const underWayStatus = 102;

/** A NUL or an unpaired surrogate: PostgreSQL refuses either in a jsonb value. */
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The fields (`body.reason`, `params.id`) holding text the audit trail could not store. */
export function unstorableFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.search(unstorable) >= 0 ? [path.join(".") || "input"] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key.search(unstorable) >= 0 ? [[...path, key].join(".")] : []),
    ...unstorableFields(inner, [...path, key]),
  ]);
}

/** A copy that the audit trail can store: unstorable characters become U+FFFD (for refused requests' rows). */
function storable(value: unknown): unknown {
  if (typeof value === "string") return value.replace(unstorable, "\ufffd");
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storable(key), storable(inner)]));
  }
  return value;
}

const rowOf = (entry: AuditEntry) => ({
  employeeId: entry.employee.employeeId,
  username: entry.employee.username,
  action: entry.action,
  details: storable(redactSecrets(entry.details)),
  status: entry.status,
  upstreamStatus: entry.upstreamStatus,
  durationMs: Math.round(entry.durationMs),
});

/**
 * Writes the row of a write before the write is made (status 102), so a
 * write never stands without its row: when this throws, nothing is written.
 * Answers the row's id for finishAudit.
 */
export async function beginAudit(entry: Omit<AuditEntry, "status" | "upstreamStatus">): Promise<number> {
  const db = await auditDatabase();
  const [row] = await writeOne<{ id: number }>(
    db,
    db
      .insert(auditLog)
      .values(rowOf({ ...entry, status: underWayStatus, upstreamStatus: null }))
      .returning({ id: auditLog.id }),
  );
  return Number(row!.id);
}

/** Sets the answer of a row begun by beginAudit; a failure is logged (the row stands, as "under way"). */
export async function finishAudit(
  id: number,
  outcome: Pick<AuditEntry, "status" | "upstreamStatus" | "durationMs">,
): Promise<void> {
  try {
    await finishAuditWith(await auditDatabase(), id, outcome);
  } catch (error) {
    logError(`[audit] could not finish audit row ${id}:`, error);
  }
}

/** Sets the answer of a row begun by beginAudit with `db`. Throws. */
async function finishAuditWith(
  db: Database,
  id: number,
  outcome: Pick<AuditEntry, "status" | "upstreamStatus" | "durationMs">,
): Promise<void> {
  await db.execute(finishAuditStatement(db, id, outcome));
}

/**
 * The statement that sets the answer of a row begun by beginAudit: written with
 * the request's own rows, all or none (lib/route/end-write.ts).
 */
export function finishAuditStatement(
  db: Database,
  id: number,
  outcome: Pick<AuditEntry, "status" | "upstreamStatus" | "durationMs">,
): SQL {
  return db
    .update(auditLog)
    .set({
      status: outcome.status,
      upstreamStatus: outcome.upstreamStatus,
      durationMs: Math.round(outcome.durationMs),
    })
    .where(eq(auditLog.id, id))
    .getSQL();
}

/** Are audit rows kept in this database (the app's, unless a test pointed them elsewhere)? */
export async function isAuditKeptIn(db: Database): Promise<boolean> {
  try {
    return (await auditDatabase()) === db;
  } catch {
    return false; // finishAudit then logs why the trail is out of reach
  }
}

/** Appends the row of a request refused before any write; a failure is logged, never turned into a failed request. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    const db = await auditDatabase();
    await db.insert(auditLog).values(rowOf(entry));
  } catch (error) {
    logError(`[audit] could not record ${entry.action} by ${entry.employee.username}:`, error);
  }
}

/** `%` and `_` typed into the action filter are meant literally. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Audit rows newest first, filtered and paged. */
export async function listAuditEntries(query: AuditQuery) {
  const db = await auditDatabase();
  const conditions: SQL[] = [];
  if (query.username) conditions.push(eq(auditLog.username, query.username.toLowerCase()));
  if (query.action) conditions.push(like(auditLog.action, likePrefix(query.action)));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lt(auditLog.at, query.to));
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      employeeId: auditLog.employeeId,
      username: auditLog.username,
      action: auditLog.action,
      details: auditLog.details,
      status: auditLog.status,
      upstreamStatus: auditLog.upstreamStatus,
      durationMs: auditLog.durationMs,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
