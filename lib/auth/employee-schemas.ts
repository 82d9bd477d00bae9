// What an admin may send about an employee: one set of zod schemas for the
// form in the browser and the route on the server (no database imports here).
import { z } from "zod";
import { idNumber } from "@/lib/base/params";
import { singleLineText } from "@/lib/base/text";
import { pinPattern } from "./pin-pattern";
import { localeSchema, roleSchema } from "@/lib/base/roles";

const departmentIds = z.array(idNumber).max(100);
/** An empty badge field means "no badge". */
const badgeCode = singleLineText()
  .trim()
  .max(64, "a badge code has at most 64 characters")
  .nullable()
  .transform((code) => (code ? code : null));

const employeeFields = {
  displayName: singleLineText().trim().min(1, "give a name").max(100, "at most 100 characters"),
  hubEmployeeId: z
    .number({ message: "give the hub employee id" })
    .int("a whole number")
    .positive("a number above 0")
    .max(2_000_000_000, "too large"),
  locale: localeSchema,
  roles: z.array(roleSchema).max(5),
  departmentIds,
  badgeCode,
};

/** An operator works somewhere: the stations list only their departments' work (issue 28). */
export const operatorNeedsDepartment = "an operator works in at least one department: tick one";
/** False only when both are known and an operator has no department (a partial update checks the merge). */
export const isOperatorPlaced = (e: { roles?: readonly string[]; departmentIds?: readonly number[] }) =>
  !(e.roles?.includes("operator") && e.departmentIds?.length === 0);
const placedOperator = <T extends { roles?: string[]; departmentIds?: number[] }>(
  e: T,
  ctx: z.RefinementCtx,
) => {
  if (!isOperatorPlaced(e))
    ctx.addIssue({ code: "custom", path: ["departmentIds"], message: operatorNeedsDepartment });
};

export const pinSchema = z.string().regex(pinPattern, "a PIN is 4 to 6 digits");
export const passwordSchema = z.string().min(8, "a password has at least 8 characters").max(200);

export const createEmployeeBody = z
  .object({
    username: singleLineText()
      .trim()
      .min(1, "give a username")
      .max(64, "at most 64 characters")
      .regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dot, underscore and dash only")
      .transform((name) => name.toLowerCase()),
    ...employeeFields,
    password: passwordSchema,
    pin: pinSchema.optional(),
  })
  .superRefine(placedOperator);
export type CreateEmployeeBody = z.output<typeof createEmployeeBody>;

export const updateEmployeeBody = z
  .object({ ...employeeFields, isActive: z.boolean() })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "change at least one field")
  .superRefine(placedOperator);
export type UpdateEmployeeBody = z.output<typeof updateEmployeeBody>;

export const resetPinBody = z.object({ pin: pinSchema });
export const resetPasswordBody = z.object({ password: passwordSchema });
