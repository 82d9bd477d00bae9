// The administrator's changes to departments (created and updated upstream; deletes in delete-guards.ts).
import type { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createDepartmentBody, updateDepartmentBody } from "@/lib/production-api/schemas";

export { createDepartmentBody };
/** A PATCH names at least one field (an empty one is a mistake of the caller, not a change). */
export const updateDepartmentChanges = updateDepartmentBody
  .omit({ id: true })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    "change at least one field",
  );

export const createDepartment = (
  upstream: ProductionApiClient,
  body: z.output<typeof createDepartmentBody>,
) => upstream.department.create(body);

export const updateDepartment = (
  upstream: ProductionApiClient,
  id: number,
  changes: z.output<typeof updateDepartmentChanges>,
) => upstream.department.update({ id, ...changes });
