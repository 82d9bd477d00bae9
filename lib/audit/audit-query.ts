// The filters and paging of the audit trail, as query parameters (strings):
// parsed by the route and, for field errors before sending, by the admin's
// filter form (no database imports here).
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import { wholeNumberParam } from "@/lib/base/params";

/** A day (`2026-11-23`) or a moment (ISO 8601); empty means "no bound". */
const dateBound = (name: string) =>
  singleLineText()
    .trim()
    .optional()
    .transform((text) => (text ? new Date(text) : undefined))
    .refine((date) => date === undefined || !Number.isNaN(date.getTime()), `${name} must be a date`);

export const auditQuery = z
  .object({
    limit: singleLineText()
      .trim()
      .regex(/^\d{1,4}$/, "limit must be a whole number from 1 to 1000")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 1000, "limit must be a whole number from 1 to 1000")
      .default(100),
    /** Rows to skip (paging). */
    offset: wholeNumberParam("offset", 1_000_000).default(0),
    /** Exactly this employee's rows. */
    username: singleLineText().trim().max(64).optional(),
    /** Actions starting with this, e.g. "admin.employee". */
    action: singleLineText().trim().max(100).optional(),
    /** From this moment (a bare day: from its start, UTC). */
    from: dateBound("from"),
    /** Up to this moment (a bare day: to its end, UTC). */
    to: singleLineText()
      .trim()
      .optional()
      .transform((text) => {
        if (!text) return undefined;
        const date = new Date(text);
        // A bare day includes the whole day.
        return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(date.getTime() + 86_400_000) : date;
      })
      .refine((date) => date === undefined || !Number.isNaN(date.getTime()), "to must be a date"),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: "to must not be before from",
    path: ["to"],
  });
export type AuditQuery = z.output<typeof auditQuery>;
