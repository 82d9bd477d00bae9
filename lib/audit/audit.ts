// The audit trail: one row per write through the app's routes (who, what,
// the input, our answer, the upstream's answer, how long it took), and the
// latest rows for the admin. Secrets never go in: keys that look like a
// password, PIN, token, secret or cookie are replaced before writing.
import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { getDatabase } from "@/lib/server/database";
import type { SessionEmployee } from "@/lib/auth/roles";
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

/** Appends one row; a failure is logged, never turned into a failed request (the change already happened). */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  try {
    const db = await auditDatabase();
    await db.insert(auditLog).values({
      employeeId: entry.employee.employeeId,
      username: entry.employee.username,
      action: entry.action,
      details: redactSecrets(entry.details),
      status: entry.status,
      upstreamStatus: entry.upstreamStatus,
      durationMs: Math.round(entry.durationMs),
    });
  } catch (error) {
    console.error(`[audit] could not record ${entry.action} by ${entry.employee.username}:`, error);
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
