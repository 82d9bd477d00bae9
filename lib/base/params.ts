// Inputs of the app's own routes (route params arrive as strings). Bodies that
// the upstream defines reuse its contract schemas from lib/production-api.
import { z } from "zod";

/** A whole number written as digits only (no sign, no spaces), at most `max`. */
export const wholeNumberParam = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n <= max, `${name} is at most ${max}`);

/** An id in a JSON body: a whole number from 1 to 2^31 - 1 (the upstream's and the app's ids are 32-bit). */
export const idNumber = z.number().int().positive().max(2_147_483_647, "an id is at most 2147483647");

/** An id of the upstream: a 32-bit whole number greater than 0. */
export const positiveIntParam = (name: string) =>
  wholeNumberParam(name, 2_147_483_647).refine((n) => n > 0, `${name} must be greater than 0`);

/** The one paging of the app's lists: `offset` and `limit` (at most 200, 50 when absent). */
export const pageQuery = z.object({
  offset: wholeNumberParam("offset", 1_000_000).optional().default(0),
  limit: wholeNumberParam("limit", 200).optional().default(50),
});
export type Page = z.output<typeof pageQuery>;

export const idParams = z.object({ id: positiveIntParam("id") });

export const departmentPolygonParams = z.object({
  id: positiveIntParam("id"),
  polygonId: positiveIntParam("polygonId"),
});

export const statusValueParams = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, "value must be a status value (a whole number up to 99999)")
    .transform(Number),
});
