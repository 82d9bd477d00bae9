// Data access for the people who sign in. Hashes stay in here: callers get
// the session view or the listing view, never a password or PIN hash.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { hashPassword, hashPin, pinPattern } from "./password";
import { localeSchema, roleSchema, sessionEmployeeSchema, type SessionEmployee } from "@/lib/base/roles";

export type EmployeeRow = typeof employees.$inferSelect;

/** Usernames are compared without case: tablets like to capitalise the first letter. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export const newEmployeeSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, "letters, digits, dot, underscore and dash only")
    .transform(normalizeUsername),
  displayName: singleLineText().trim().min(1).max(100),
  hubEmployeeId: z.number().int().positive(),
  locale: localeSchema.default("en"),
  roles: z.array(roleSchema).default([]),
  departmentIds: z.array(z.number().int().positive()).default([]),
  badgeCode: singleLineText().trim().min(1).max(64).optional(),
  pin: z.string().regex(pinPattern, "a PIN is 4 to 6 digits").optional(),
  password: z.string().min(1).max(200),
});
export type NewEmployee = z.input<typeof newEmployeeSchema>;

export async function findEmployeeByUsername(db: Database, username: string): Promise<EmployeeRow | null> {
  const [row] = await db
    .select()
    .from(employees)
    .where(eq(employees.username, normalizeUsername(username)))
    .limit(1);
  return row ?? null;
}

export async function findEmployeeByBadgeCode(db: Database, badgeCode: string): Promise<EmployeeRow | null> {
  const code = badgeCode.trim();
  if (!code) return null;
  const [row] = await db.select().from(employees).where(eq(employees.badgeCode, code)).limit(1);
  return row ?? null;
}

export async function createEmployee(db: Database, input: NewEmployee): Promise<SessionEmployee> {
  const { password, pin, ...fields } = newEmployeeSchema.parse(input);
  const [row] = await db
    .insert(employees)
    .values({
      ...fields,
      badgeCode: fields.badgeCode ?? null,
      passwordHash: await hashPassword(password),
      pinHash: pin === undefined ? null : await hashPin(pin),
    })
    .returning();
  if (!row) throw new Error("createEmployee: the insert returned no row");
  return toSessionEmployee(row);
}

/** The listing view's columns: everything but the hashes. */
export const employeeListing = {
  id: employees.id,
  username: employees.username,
  displayName: employees.displayName,
  hubEmployeeId: employees.hubEmployeeId,
  locale: employees.locale,
  roles: employees.roles,
  departmentIds: employees.departmentIds,
  badgeCode: employees.badgeCode,
  isActive: employees.isActive,
};

export async function listEmployees(db: Database) {
  return db.select(employeeListing).from(employees).orderBy(asc(employees.username));
}

export async function countEmployees(db: Database): Promise<number> {
  return await db.$count(employees);
}

/** What the session carries; unknown roles or locales in the table are dropped, not trusted. */
export function toSessionEmployee(row: EmployeeRow): SessionEmployee {
  return sessionEmployeeSchema.parse({
    employeeId: row.id,
    username: row.username,
    displayName: row.displayName,
    hubEmployeeId: row.hubEmployeeId,
    locale: localeSchema.catch("en").parse(row.locale),
    roles: row.roles.filter((role) => roleSchema.safeParse(role).success),
    departmentIds: row.departmentIds,
  });
}
