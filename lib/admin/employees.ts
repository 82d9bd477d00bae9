// The administrator's changes to the people who sign in (the app's own
// table app.employees): create, change roles/departments/language/badge,
// deactivate and reactivate, set a new PIN or password. Hashes never leave
// this module; a taken username, hub id or badge comes back as a field error.
// A change of activity, rights, badge, PIN or password ends the employee's
// sessions (the database raises their session version; announced to every server).
import { eq } from "drizzle-orm";
import { createEmployee, employeeListing, listEmployees } from "@/lib/auth/employees";
import {
  isOperatorPlaced,
  operatorNeedsDepartment,
  type CreateEmployeeBody,
  type UpdateEmployeeBody,
} from "@/lib/auth/employee-schemas";
import { hashPassword, hashPin } from "@/lib/auth/password";
import type { SessionEmployee } from "@/lib/base/roles";
import { announceSessionsEnded } from "@/lib/auth/session-end";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

export { listEmployees };
export type AdminEmployee = Awaited<ReturnType<typeof listEmployees>>[number];

const uniqueFields: [string, keyof CreateEmployeeBody, string][] = [
  ["username", "username", "this username is taken"],
  ["hub_employee_id", "hubEmployeeId", "another employee has this hub id"],
  ["badge_code", "badgeCode", "another employee has this badge"],
];

/** A unique violation (23505) of one of our columns as a 409 naming the field; anything else is rethrown. */
function asTakenField(error: unknown): never {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint, detail } = cause as Error & {
      code?: string;
      constraint?: string;
      detail?: string;
    };
    if (code !== "23505") continue;
    const text = `${constraint ?? ""} ${detail ?? ""} ${cause.message}`;
    const match = uniqueFields.find(([column]) => text.includes(column));
    if (match) throw new AppError("conflict", "Already taken", match[2], { [match[1]]: [match[2]] });
  }
  throw error;
}

function notFound(id: number): never {
  throw new AppError("not_found", "No such employee", `There is no employee ${id}.`);
}

export async function createEmployeeAsAdmin(db: Database, body: CreateEmployeeBody): Promise<AdminEmployee> {
  const { badgeCode, ...rest } = body;
  try {
    const created = await createEmployee(db, { ...rest, badgeCode: badgeCode ?? undefined });
    return await findAdminEmployee(db, created.employeeId);
  } catch (error) {
    return asTakenField(error);
  }
}

export async function findAdminEmployee(db: Database, id: number): Promise<AdminEmployee> {
  const [row] = await db.select(employeeListing).from(employees).where(eq(employees.id, id)).limit(1);
  return row ?? notFound(id);
}

/** An admin cannot lock themselves out: no deactivating or dropping their own admin role. */
function refuseSelfLockout(actor: SessionEmployee, id: number, changes: UpdateEmployeeBody) {
  if (actor.employeeId !== id) return;
  if (changes.isActive === false) {
    throw new AppError("conflict", "Not your own account", "You cannot deactivate yourself.", {
      isActive: ["you cannot deactivate yourself"],
    });
  }
  if (changes.roles && !changes.roles.includes("admin")) {
    throw new AppError("conflict", "Not your own account", "You cannot take away your own admin role.", {
      roles: ["you cannot take away your own admin role"],
    });
  }
}

/** Roles without departments (or the reverse) are checked against what the employee has now. */
async function refuseUnplacedOperator(db: Database, id: number, changes: UpdateEmployeeBody) {
  if ((changes.roles === undefined) === (changes.departmentIds === undefined)) return;
  const now = await findAdminEmployee(db, id);
  const merged = {
    roles: changes.roles ?? now.roles,
    departmentIds: changes.departmentIds ?? now.departmentIds,
  };
  if (!isOperatorPlaced(merged))
    throw new AppError("invalid_input", "An operator needs a department", operatorNeedsDepartment, {
      departmentIds: [operatorNeedsDepartment],
    });
}

export async function updateEmployeeAsAdmin(
  db: Database,
  actor: SessionEmployee,
  id: number,
  changes: UpdateEmployeeBody,
): Promise<AdminEmployee> {
  refuseSelfLockout(actor, id, changes);
  await refuseUnplacedOperator(db, id, changes);
  try {
    const [row] = await db
      .update(employees)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(employees.id, id))
      .returning(employeeListing);
    if (!row) notFound(id);
    // Deactivated or new rights: every server checks the employee's sessions against the new row at once.
    announceSessionsEnded(id);
    return row;
  } catch (error) {
    return asTakenField(error);
  }
}

export async function resetEmployeePin(db: Database, id: number, pin: string): Promise<void> {
  const [row] = await db
    .update(employees)
    .set({ pinHash: await hashPin(pin), updatedAt: new Date() })
    .where(eq(employees.id, id))
    .returning({ id: employees.id });
  if (!row) notFound(id);
  announceSessionsEnded(id);
}

export async function resetEmployeePassword(db: Database, id: number, password: string): Promise<void> {
  const [row] = await db
    .update(employees)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(employees.id, id))
    .returning({ id: employees.id });
  if (!row) notFound(id);
  announceSessionsEnded(id);
}
