// Inputs of the app's own routes (route params arrive as strings). Bodies that
// the upstream defines reuse its contract schemas from lib/production-api.
import { z } from "zod";

export const positiveIntParam = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n > 0, `${name} must be greater than 0`);

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

/** An optional "assigned before" delay (TimeSpan or ISO 8601 duration); the upstream judges its format. */
export const assignedBeforeQuery = z.object({
  assignedBefore: z
    .string()
    .trim()
    .max(40, "assignedBefore is too long")
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});
