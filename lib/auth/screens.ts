// The screens of the app, the ones each role may see, and where `/` sends an
// employee (the roles themselves are plain facts in lib/base/roles.ts).
import { hasRole, mayWorkInDepartment, type SessionEmployee } from "@/lib/base/roles";

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
