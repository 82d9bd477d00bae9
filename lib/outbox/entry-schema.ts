// The zod schema of a write kept on the tablet: the type of an outbox entry.
// Kept apart from queue.ts so that zod (about 30 KB gzip) stays out of the
// first download of every floor page; queue.ts reads entries back without it
// (queue.test.ts proves the two agree).
import { z } from "zod";
import { outboxKinds } from "./kinds";

export { outboxKinds, type OutboxKind } from "./kinds";

export const outboxEntrySchema = z.object({
  /** The Idempotency-Key sent with every attempt; also the entry's id. */
  key: z.string().min(1),
  /** Order made on this tablet (a clock reading made unique). */
  seq: z.number(),
  employeeId: z.number().int(),
  createdAt: z.string(),
  method: z.enum(["POST", "PUT", "PATCH", "DELETE"]),
  url: z.string().startsWith("/api/"),
  /** JSON body, or the fields of a multipart form without a file. */
  body: z.unknown().optional(),
  isForm: z.boolean().default(false),
  kind: z.enum(outboxKinds),
  /** What the write is about, for people: a barcode, a job ticket, a material. */
  subject: z.string(),
  state: z.enum(["pending", "conflict"]),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  conflict: z.object({ reason: z.string(), detail: z.string().nullable() }).nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
