// Roles, the screens each role may see, and the employee a session carries.
import { z } from "zod";

export const roleSchema = z.enum(["operator", "packer", "matcher", "supervisor", "admin"]);
export type Role = z.infer<typeof roleSchema>;

export const localeSchema = z.enum(["en", "nl"]);
export type Locale = z.infer<typeof localeSchema>;

/** What the session knows about the signed-in employee (kept in the next-auth JWT). */
export const sessionEmployeeSchema = z.object({
  employeeId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  hubEmployeeId: z.number().int(),
  locale: localeSchema,
  roles: z.array(roleSchema),
  departmentIds: z.array(z.number().int()),
});
export type SessionEmployee = z.infer<typeof sessionEmployeeSchema>;

export function hasRole(employee: SessionEmployee, ...roles: Role[]): boolean {
  return roles.some((role) => employee.roles.includes(role));
}

/** An operator may work only in their own departments; a supervisor in all. */
export function mayWorkInDepartment(employee: SessionEmployee, departmentId: number): boolean {
  return (
    hasRole(employee, "supervisor", "admin") ||
    (hasRole(employee, "operator") && employee.departmentIds.includes(departmentId))
  );
}
