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

/** The screens of the app; a station is one department's. */
export type Screen =
  | { kind: "pack" }
  | { kind: "station"; departmentId: number }
  | { kind: "matching" }
  | { kind: "supervisor" }
  | { kind: "projects" }
  | { kind: "admin" };

export type NavScreen = Exclude<Screen, { kind: "projects" }> & { href: string };

export function screenPath(screen: Exclude<Screen, { kind: "projects" }>): string {
  return screen.kind === "station" ? `/stations/${screen.departmentId}` : `/${screen.kind}`;
}

/**
 * The screens in an employee's navigation, floor first, one per role (a
 * station per department of an operator). Projects are reached from the
 * supervisor screen, so they have no entry of their own.
 */
export function navigableScreens(employee: SessionEmployee): NavScreen[] {
  const screens: Exclude<Screen, { kind: "projects" }>[] = [];
  if (hasRole(employee, "packer")) screens.push({ kind: "pack" });
  if (hasRole(employee, "operator")) {
    for (const departmentId of employee.departmentIds) screens.push({ kind: "station", departmentId });
  }
  if (hasRole(employee, "matcher")) screens.push({ kind: "matching" });
  if (hasRole(employee, "supervisor")) screens.push({ kind: "supervisor" });
  if (hasRole(employee, "admin")) screens.push({ kind: "admin" });
  return screens.map((screen) => ({ ...screen, href: screenPath(screen) }));
}

/** Where `/` sends an employee: their first screen, or null when their roles allow none. */
export function homePath(employee: SessionEmployee): string | null {
  return navigableScreens(employee)[0]?.href ?? null;
}

/**
 * Who may open a screen: its own role, and a supervisor everything but admin
 * (they see everything on the floor); projects also an admin. A station follows mayWorkInDepartment.
 */
export function mayOpenScreen(employee: SessionEmployee, screen: Screen): boolean {
  switch (screen.kind) {
    case "pack":
      return hasRole(employee, "packer", "supervisor");
    case "station":
      return mayWorkInDepartment(employee, screen.departmentId);
    case "matching":
      return hasRole(employee, "matcher", "supervisor");
    case "supervisor":
      return hasRole(employee, "supervisor");
    case "projects":
      // The office search box (supervisor and admin) links here.
      return hasRole(employee, "supervisor", "admin");
    case "admin":
      return hasRole(employee, "admin");
  }
}
