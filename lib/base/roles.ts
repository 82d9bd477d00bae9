// Roles, the session's language and the employee a session carries: plain facts
// that auth, the features and the messages all need (the screens per role: lib/auth/screens.ts).
import { z } from "zod";

/** The roles an employee can be given. */
export const roleSchema = z.enum(["operator", "packer", "matcher", "supervisor", "admin"]);
export type Role = z.infer<typeof roleSchema>;
/** A session's roles: an employee's, or "board", the read-only role of a wall-board device (never an employee's). */
export const sessionRoleSchema = z.enum([...roleSchema.options, "board"]);
export type SessionRole = z.infer<typeof sessionRoleSchema>;

export const localeSchema = z.enum(["en", "nl"]);
export type Locale = z.infer<typeof localeSchema>;

/** What the session knows about the signed-in employee (kept in the next-auth JWT). */
export const sessionEmployeeSchema = z.object({
  employeeId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  hubEmployeeId: z.number().int(),
  locale: localeSchema,
  roles: z.array(sessionRoleSchema),
  departmentIds: z.array(z.number().int()),
  /** Set on a wall-board device's session (lib/auth/devices.ts): no person, role "board" only. */
  deviceId: z.number().int().positive().optional(),
});
export type SessionEmployee = z.infer<typeof sessionEmployeeSchema>;

export function hasRole(employee: SessionEmployee, ...roles: SessionRole[]): boolean {
  return roles.some((role) => employee.roles.includes(role));
}

/** An operator may work only in their own departments; a supervisor in all. */
export function mayWorkInDepartment(employee: SessionEmployee, departmentId: number): boolean {
  return (
    hasRole(employee, "supervisor", "admin") ||
    (hasRole(employee, "operator") && employee.departmentIds.includes(departmentId))
  );
}
