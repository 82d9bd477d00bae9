// The signed-in frame of these screens: top bar, the employee's screens, sign-out.
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requireEmployee } from "@/lib/auth/current-employee";

export default async function FloorLayout({ children }: { children: ReactNode }) {
  const employee = await requireEmployee("/");
  return <AppShell employee={employee}>{children}</AppShell>;
}
