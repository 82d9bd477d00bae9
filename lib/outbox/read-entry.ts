// Reading what the tablet's storage and the server hand back without zod:
// small checks that a value has the fields an outbox entry or answer needs.
import type { OutboxEntry } from "./entry-schema";
import { outboxKinds } from "./kinds";

// Answers and stored entries are read with small checks rather than zod, which
// would be 30 KB more in the first download of every floor page.
type Fields = Record<string, unknown>;

export const fieldsOf = (value: unknown): Fields | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
export const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === "string";
export const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * A write read back from the tablet's storage, as outboxEntrySchema
 * (entry-schema.ts) would parse it; null for a record that no longer reads as
 * an entry (an older version).
 */
export function readOutboxEntry(value: unknown): OutboxEntry | null {
  const f = fieldsOf(value);
  if (!f) return null;
  const conflict = f.conflict === null ? null : fieldsOf(f.conflict);
  const isValid =
    typeof f.key === "string" &&
    f.key.length > 0 &&
    Number.isFinite(f.seq) &&
    Number.isSafeInteger(f.employeeId) &&
    typeof f.createdAt === "string" &&
    isOneOf(["POST", "PUT", "PATCH", "DELETE"] as const, f.method) &&
    typeof f.url === "string" &&
    f.url.startsWith("/api/") &&
    (f.isForm === undefined || typeof f.isForm === "boolean") &&
    isOneOf(outboxKinds, f.kind) &&
    typeof f.subject === "string" &&
    isOneOf(["pending", "conflict"] as const, f.state) &&
    isCount(f.attempts) &&
    isNullableString(f.lastError) &&
    isNullableString(f.lastAttemptAt) &&
    (f.conflict === null ||
      (conflict !== null && typeof conflict.reason === "string" && isNullableString(conflict.detail)));
  if (!isValid) return null;
  return {
    key: f.key as string,
    seq: f.seq as number,
    employeeId: f.employeeId as number,
    createdAt: f.createdAt as string,
    method: f.method as OutboxEntry["method"],
    url: f.url as string,
    ...("body" in f ? { body: f.body } : {}),
    isForm: (f.isForm as boolean | undefined) ?? false,
    kind: f.kind as OutboxEntry["kind"],
    subject: f.subject as string,
    state: f.state as OutboxEntry["state"],
    attempts: f.attempts as number,
    lastError: f.lastError as string | null,
    lastAttemptAt: f.lastAttemptAt as string | null,
    conflict: conflict && { reason: conflict.reason as string, detail: conflict.detail as string | null },
  };
}
