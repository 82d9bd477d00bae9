// The signed-in frame of these screens: top bar, the employee's screens, sign-out,
// and the scanning layer (hand scanner, camera, feedback) every floor screen shares.
import type { ReactNode } from "react";
import { ScanProvider } from "@/components/scan/scan-provider";
import { AppShell } from "@/components/shell/app-shell";
import { requireEmployee } from "@/lib/auth/current-employee";

export default async function FloorLayout({ children }: { children: ReactNode }) {
  const employee = await requireEmployee("/");
  return (
    <AppShell employee={employee}>
      <ScanProvider>{children}</ScanProvider>
    </AppShell>
  );
}
