// The administrator's changes to departments (created, updated, deleted softly upstream).
import type { z } from "zod";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createDepartmentBody, updateDepartmentBody } from "@/lib/production-api/schemas";

export { createDepartmentBody };
export const updateDepartmentChanges = updateDepartmentBody.omit({ id: true });

export const createDepartment = (
  upstream: ProductionApiClient,
  body: z.output<typeof createDepartmentBody>,
) => upstream.department.create(body);

export const updateDepartment = (
  upstream: ProductionApiClient,
  id: number,
  changes: z.output<typeof updateDepartmentChanges>,
) => upstream.department.update({ id, ...changes });

export async function deleteDepartment(upstream: ProductionApiClient, id: number): Promise<void> {
  await upstream.department.delete({ id });
}
