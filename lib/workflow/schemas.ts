// The workflow's shapes: a status value of the catalogue and a department's
// workflow. Also the admin editor's input, so the same rules hold everywhere.
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";

export const statusValueNumber = z
  .number({ message: "Enter a whole number" })
  .int("Enter a whole number")
  .min(1, "A status value is at least 1")
  .max(99_999, "A status value is at most 99999");

const label = (language: string) =>
  singleLineText({ message: `Enter the ${language} label` })
    .trim()
    .min(1, `Enter the ${language} label`)
    .max(60, "At most 60 characters");

export const workflowStatusSchema = z.object({
  value: statusValueNumber,
  labelEn: label("English"),
  labelNl: label("Dutch"),
  colour: singleLineText({ message: "Choose a colour" })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "A colour is written #rrggbb")
    .transform((c) => c.toLowerCase()),
  overdueAfterHours: z
    .number({ message: "Enter a whole number of hours" })
    .int("Enter a whole number of hours")
    .min(1, "At least 1 hour")
    .max(24 * 365, "At most a year")
    .nullable(),
});
export type WorkflowStatus = z.output<typeof workflowStatusSchema>;

export const departmentCodeSchema = singleLineText({ message: "Enter the department code" })
  .trim()
  .min(1, "Enter the department code")
  .max(20, "At most 20 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, - and _ only")
  .transform((code) => code.toUpperCase());

export const departmentWorkflowSchema = z
  .object({
    departmentCode: departmentCodeSchema,
    waitingValues: z
      .array(statusValueNumber, { message: "Enter the values this department picks up" })
      .min(1, "Enter at least one value this department picks up")
      .max(20, "At most 20 values")
      .transform((values) => [...new Set(values)].sort((a, b) => a - b)),
    startedValue: statusValueNumber.nullable(),
    doneValue: statusValueNumber,
    onHoldValue: statusValueNumber,
    /** The department's Dutch name (the upstream's name is English); blank: none; absent: unchanged. */
    nameNl: singleLineText({ message: "Enter the Dutch name" })
      .trim()
      .max(60, "At most 60 characters")
      .nullish()
      .transform((name) => (name === undefined ? undefined : name || null)),
    /** The department's operators may release a hold (else a supervisor only). */
    operatorMayRelease: z.boolean().default(false),
  })
  .superRefine((w, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (w.waitingValues.includes(w.doneValue)) issue("doneValue", "Done cannot also be a value it picks up");
    if (w.startedValue !== null && w.waitingValues.includes(w.startedValue))
      issue("startedValue", "Started cannot also be a value it picks up");
    if (w.startedValue !== null && w.startedValue === w.doneValue)
      issue("startedValue", "Started and done must differ");
    const used = [...w.waitingValues, w.startedValue, w.doneValue];
    if (used.includes(w.onHoldValue)) issue("onHoldValue", "On hold must differ from the other values");
  });
export type DepartmentWorkflow = z.output<typeof departmentWorkflowSchema>;

export type Workflow = { statuses: WorkflowStatus[]; departments: DepartmentWorkflow[] };
