// Inputs of the admin's workflow routes: a status value in the path, a
// department code in the path, and the bodies (the workflow's own schemas).
import { z } from "zod";
import { departmentCodeSchema, departmentWorkflowSchema, workflowStatusSchema } from "@/lib/workflow/schemas";
import { statusValueParams } from "@/lib/base/params";

export const statusBody = workflowStatusSchema;
export const statusUpdateBody = workflowStatusSchema.omit({ value: true });
export const statusParams = statusValueParams;
export const departmentCodeParams = z.object({ code: departmentCodeSchema });
/** The code comes from the path; a code in the body is ignored. */
export const departmentWorkflowBody = z.object({
  waitingValues: z.unknown(),
  startedValue: z.unknown(),
  doneValue: z.unknown(),
  onHoldValue: z.unknown(),
  nameNl: z.unknown().optional(),
  operatorMayRelease: z.unknown().optional(),
});
export const parseDepartmentWorkflow = (code: string, body: z.output<typeof departmentWorkflowBody>) =>
  departmentWorkflowSchema.parse({ ...body, departmentCode: code });
