// The workflow in the app's tables: read it, seed the default once (the first
// time the tables are used, with or without demo data), and the admin's edits.
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { appMeta, departmentWorkflows, statusValues } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { defaultDepartmentWorkflows, defaultStatuses } from "./defaults";
import type { DepartmentWorkflow, Workflow, WorkflowStatus } from "./schemas";

const seededKey = "workflow-seeded";

/** Loads the supplement's default unless it was loaded before (an admin may since have emptied the tables). */
export async function ensureDefaultWorkflow(db: Database): Promise<"seeded" | "present"> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: seededKey, value: true })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (inserted.length === 0) return "present";
    await tx.insert(statusValues).values(defaultStatuses).onConflictDoNothing();
    await tx.insert(departmentWorkflows).values(defaultDepartmentWorkflows).onConflictDoNothing();
    return "seeded";
  });
}

const statusColumns = {
  value: statusValues.value,
  labelEn: statusValues.labelEn,
  labelNl: statusValues.labelNl,
  colour: statusValues.colour,
  overdueAfterHours: statusValues.overdueAfterHours,
};

const departmentColumns = {
  departmentCode: departmentWorkflows.departmentCode,
  waitingValues: departmentWorkflows.waitingValues,
  startedValue: departmentWorkflows.startedValue,
  doneValue: departmentWorkflows.doneValue,
  onHoldValue: departmentWorkflows.onHoldValue,
  nameNl: departmentWorkflows.nameNl,
  operatorMayRelease: departmentWorkflows.operatorMayRelease,
};

export async function loadWorkflow(db: Database): Promise<Workflow> {
  await ensureDefaultWorkflow(db);
  const [statuses, departments] = await Promise.all([
    db.select(statusColumns).from(statusValues).orderBy(asc(statusValues.value)),
    db.select(departmentColumns).from(departmentWorkflows).orderBy(asc(departmentWorkflows.departmentCode)),
  ]);
  return { statuses, departments };
}

export async function createStatus(db: Database, status: WorkflowStatus): Promise<WorkflowStatus> {
  const [row] = await db.insert(statusValues).values(status).onConflictDoNothing().returning(statusColumns);
  if (!row) {
    throw new AppError(
      "conflict",
      "This status value exists",
      `Status ${status.value} is already in the catalogue.`,
      {
        value: ["This value is already in the catalogue"],
      },
    );
  }
  return row;
}

export async function updateStatus(
  db: Database,
  value: number,
  status: Omit<WorkflowStatus, "value">,
): Promise<WorkflowStatus> {
  const [row] = await db
    .update(statusValues)
    .set(status)
    .where(eq(statusValues.value, value))
    .returning(statusColumns);
  if (!row)
    throw new AppError("not_found", "No such status value", `Status ${value} is not in the catalogue.`);
  return row;
}

export async function deleteStatus(db: Database, value: number): Promise<void> {
  const rows = await db.delete(statusValues).where(eq(statusValues.value, value)).returning(statusColumns);
  if (rows.length === 0)
    throw new AppError("not_found", "No such status value", `Status ${value} is not in the catalogue.`);
}

/** Creates or replaces the workflow of one department. */
export async function saveDepartmentWorkflow(
  db: Database,
  workflow: DepartmentWorkflow,
): Promise<DepartmentWorkflow> {
  const { departmentCode, ...rest } = workflow;
  const [row] = await db
    .insert(departmentWorkflows)
    .values(workflow)
    .onConflictDoUpdate({ target: departmentWorkflows.departmentCode, set: rest })
    .returning(departmentColumns);
  if (!row) throw new Error(`saving the workflow of ${departmentCode} returned no row`);
  return row;
}

export async function deleteDepartmentWorkflow(db: Database, departmentCode: string): Promise<void> {
  const rows = await db
    .delete(departmentWorkflows)
    .where(eq(departmentWorkflows.departmentCode, departmentCode))
    .returning(departmentColumns);
  if (rows.length === 0) {
    throw new AppError("not_found", "No workflow for this department", `${departmentCode} has no workflow.`);
  }
}

/** Sets only a department's Dutch name (the department's own Edit form); its workflow must exist (404). */
export async function setDepartmentNameNl(
  db: Database,
  departmentCode: string,
  nameNl: string | null,
): Promise<DepartmentWorkflow> {
  const [row] = await db
    .update(departmentWorkflows)
    .set({ nameNl })
    .where(eq(departmentWorkflows.departmentCode, departmentCode))
    .returning(departmentColumns);
  if (!row) {
    throw new AppError(
      "not_found",
      "No workflow for this department",
      `${departmentCode} has no workflow yet: give it one under Status workflow first, then its Dutch name here.`,
    );
  }
  return row;
}
