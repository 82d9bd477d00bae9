// Roles, the screens each role may see, and the employee a session carries.
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

/** The screens of the app; a station is one department's. */
export type Screen =
  | { kind: "pack" }
  | { kind: "station"; departmentId: number }
  | { kind: "matching" }
  | { kind: "supervisor" }
  | { kind: "projects" }
  | { kind: "admin" }
  | { kind: "board" }
  | { kind: "trace" };

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
  if (hasRole(employee, "board")) screens.push({ kind: "board" });
  // Lot tracing (docs/traceability.md): after the office roles' own screen, which stays their home.
  if (hasRole(employee, "supervisor", "admin")) screens.push({ kind: "trace" });
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
    case "board":
      // The wall board's device, and the office roles (to see what the TV shows).
      return hasRole(employee, "board", "supervisor", "admin");
    case "trace":
      return hasRole(employee, "supervisor", "admin");
  }
}
