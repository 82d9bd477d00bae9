// The Idempotency-Key request header (validated) and the replayed answer a
// repeat gets, marked with `Idempotency-Replayed: true`.
import type { idempotencyKeys } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export const idempotencyKeyHeader = "idempotency-key";
export const replayedHeader = "idempotency-replayed";
const keyPattern = /^[A-Za-z0-9_\-:.]{8,200}$/;

/** The header's key, validated; undefined when the request sends none. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get(idempotencyKeyHeader);
  if (key === null) return undefined;
  if (!keyPattern.test(key)) {
    throw new AppError("invalid_input", "Invalid input", "The Idempotency-Key header is malformed.", {
      "Idempotency-Key": ["8 to 200 characters of letters, digits and _ - : ."],
    });
  }
  return key;
}

export function replay(row: typeof idempotencyKeys.$inferSelect): Response {
  const hasBody = row.responseStatus !== 204 && row.responseBody !== null;
  const headers = new Headers({ [replayedHeader]: "true" });
  if (hasBody && row.responseContentType) headers.set("content-type", row.responseContentType);
  return new Response(hasBody ? row.responseBody : null, { status: row.responseStatus ?? 200, headers });
}
