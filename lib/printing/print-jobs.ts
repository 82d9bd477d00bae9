// The print queue's rows (app.print_jobs): store, claim with a lease, settle.
// A claim takes the oldest unfinished job of a printer only, so a printer
// prints its jobs in order and one at a time, and a job whose lease ran out
// (its worker died mid-send) can be taken over by another worker.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@/lib/db/client";
import { printJobs } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export const printJobStateSchema = z.enum(["waiting", "sending", "printed", "failed", "cancelled"]);
export type PrintJobState = z.infer<typeof printJobStateSchema>;

/** A job as the screen shows it (the payload stays in the database). */
export const printJobSchema = z.object({
  id: z.number().int(),
  printerId: z.number().int(),
  kind: z.string(),
  labelCount: z.number().int(),
  copies: z.number().int(),
  state: printJobStateSchema,
  attempts: z.number().int(),
  nextAttemptAt: z.date(),
  /** Until when a worker holds a job it is sending; past it, the job may be cancelled. */
  leaseUntil: z.date().nullable(),
  lastError: z.string().nullable(),
  requestRef: z.string().nullable(),
  reprintOf: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.date(),
  printedAt: z.date().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

const jobColumns = {
  id: printJobs.id,
  printerId: printJobs.printerId,
  kind: printJobs.kind,
  labelCount: printJobs.labelCount,
  copies: printJobs.copies,
  state: printJobs.state,
  attempts: printJobs.attempts,
  nextAttemptAt: printJobs.nextAttemptAt,
  leaseUntil: printJobs.leaseUntil,
  lastError: printJobs.lastError,
  requestRef: printJobs.requestRef,
  reprintOf: printJobs.reprintOf,
  createdBy: printJobs.createdBy,
  createdAt: printJobs.createdAt,
  printedAt: printJobs.printedAt,
};

export type NewPrintJob = {
  printerId: number;
  kind: string;
  payload: string;
  labelCount: number;
  copies: number;
  requestRef: string | null;
  createdBy: number | null;
  reprintOf?: number | null;
  now: Date;
};

/** Stores a waiting job; the same request (createdBy + requestRef) again finds the first job. */
export async function insertPrintJob(db: Database, job: NewPrintJob): Promise<PrintJob> {
  const { now, ...values } = job;
  const [inserted] = await db
    .insert(printJobs)
    .values({ ...values, state: "waiting", nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning(jobColumns);
  if (inserted) return printJobSchema.parse(inserted);
  if (job.requestRef === null) throw new Error("a print job without a request reference conflicted");
  const [existing] = await db
    .select(jobColumns)
    .from(printJobs)
    .where(
      and(
        eq(printJobs.requestRef, job.requestRef),
        job.createdBy === null ? sql`${printJobs.createdBy} is null` : eq(printJobs.createdBy, job.createdBy),
      ),
    );
  return printJobSchema.parse(existing);
}

export async function findPrintJob(db: Database, id: number) {
  const [row] = await db
    .select({ ...jobColumns, payload: printJobs.payload })
    .from(printJobs)
    .where(eq(printJobs.id, id));
  if (!row) throw new AppError("not_found", "No such print job", `Print job ${id} does not exist.`);
  return { ...printJobSchema.parse(row), payload: row.payload };
}

export async function listPrintJobs(db: Database, printerId: number, limit = 100): Promise<PrintJob[]> {
  const rows = await db
    .select(jobColumns)
    .from(printJobs)
    .where(eq(printJobs.printerId, printerId))
    .orderBy(desc(printJobs.id))
    .limit(limit);
  return rows.map((row) => printJobSchema.parse(row));
}

/** How many jobs of the printer are in each state. */
export async function countPrintJobs(
  db: Database,
  printerId: number,
): Promise<Record<PrintJobState, number>> {
  const rows = await db
    .select({ state: printJobs.state, count: sql<number>`count(*)::int` })
    .from(printJobs)
    .where(eq(printJobs.printerId, printerId))
    .groupBy(printJobs.state);
  const counts = { waiting: 0, sending: 0, printed: 0, failed: 0, cancelled: 0 };
  for (const row of rows) counts[printJobStateSchema.parse(row.state)] = Number(row.count);
  return counts;
}

export type ClaimedJob = {
  id: number;
  printerId: number;
  payload: string;
  attempts: number;
  host: string;
  port: number;
};

/** Takes one due job (the oldest unfinished of its printer) for sending, until `leaseUntil`. */
export async function claimPrintJob(db: Database, now: Date, leaseUntil: Date): Promise<ClaimedJob | null> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: number; printer_id: number; payload: string; attempts: number }>(
    db,
    sql`update app.print_jobs j
        set state = 'sending', attempts = j.attempts + 1, lease_until = ${leaseUntil.toISOString()}::timestamptz
        where j.id = (
          select c.id from app.print_jobs c
          where ((c.state = 'waiting' and c.next_attempt_at <= ${at}::timestamptz)
                 or (c.state = 'sending' and c.lease_until < ${at}::timestamptz))
            and c.id = (select min(o.id) from app.print_jobs o
                        where o.printer_id = c.printer_id and o.state in ('waiting', 'sending'))
          order by c.next_attempt_at, c.id
          limit 1
          for update skip locked)
          and (j.state = 'waiting' or (j.state = 'sending' and j.lease_until < ${at}::timestamptz))
        returning j.id, j.printer_id, j.payload, j.attempts`,
  );
  const row = rows[0];
  if (!row) return null;
  const [printer] = await queryRows<{ host: string; port: number }>(
    db,
    sql`select host, port from app.printers where id = ${row.printer_id}`,
  );
  if (!printer) return null;
  return { id: row.id, printerId: row.printer_id, payload: row.payload, attempts: row.attempts, ...printer };
}

/** The claim is ours while the job is still "sending" at the attempt we made. */
const isOurClaim = (job: ClaimedJob) =>
  and(eq(printJobs.id, job.id), eq(printJobs.state, "sending"), eq(printJobs.attempts, job.attempts));

export async function settlePrinted(db: Database, job: ClaimedJob, now: Date): Promise<void> {
  await db
    .update(printJobs)
    .set({ state: "printed", printedAt: now, leaseUntil: null, lastError: null })
    .where(isOurClaim(job));
}

export async function settleRetry(db: Database, job: ClaimedJob, error: string, nextAttemptAt: Date) {
  await db
    .update(printJobs)
    .set({ state: "waiting", nextAttemptAt, leaseUntil: null, lastError: error })
    .where(isOurClaim(job));
}

export async function settleFailed(db: Database, job: ClaimedJob, error: string): Promise<void> {
  await db
    .update(printJobs)
    .set({ state: "failed", leaseUntil: null, lastError: error })
    .where(isOurClaim(job));
}

/**
 * A job that is waiting, or "sending" with its lease run out (its worker died
 * or hung mid-talk): no worker holds it, so it may be cancelled or removed.
 */
const isUnheld = (now: Date) =>
  or(eq(printJobs.state, "waiting"), and(eq(printJobs.state, "sending"), lt(printJobs.leaseUntil, now)));

/** Cancels a job no worker holds; one being sent or already done cannot be taken back. */
export async function cancelPrintJob(db: Database, id: number, now = new Date()): Promise<PrintJob> {
  const [row] = await db
    .update(printJobs)
    .set({ state: "cancelled", leaseUntil: null })
    .where(and(eq(printJobs.id, id), isUnheld(now)))
    .returning(jobColumns);
  if (row) return printJobSchema.parse(row);
  const job = await findPrintJob(db, id);
  throw new AppError("conflict", "This print job cannot be cancelled", `Print job ${id} is ${job.state}.`);
}
