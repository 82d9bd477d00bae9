// The signed-in frame of these screens: top bar, the employee's screens, sign-out,
// the scanning layer (hand scanner, camera, feedback) every floor screen shares,
// the count of writes kept on the tablet (the outbox), and the operator's running time.
import type { ReactNode } from "react";
import { OutboxStatus } from "@/components/outbox/outbox-status";
import { ScanProvider } from "@/components/scan/scan-provider";
import { AppShell } from "@/components/shell/app-shell";
import { DeferredRunningTimer } from "@/components/work-time/deferred-running-timer";
import { requireEmployee } from "@/lib/auth/current-employee";

export default async function FloorLayout({ children }: { children: ReactNode }) {
  const employee = await requireEmployee("/");
  return (
    <>
      {/* Keeps a scanner's keys until the page listens (public/scan-early-keys.js). Synchronous on
          purpose: it must listen while the page is parsed, before hydration; it is a few hundred bytes. */}
      {/* eslint-disable-next-line @next/next/no-sync-scripts */}
      <script src="/scan-early-keys.js" />
      <AppShell employee={employee}>
        <ScanProvider>
          <OutboxStatus employeeId={employee.hubEmployeeId} displayName={employee.displayName} />
          <DeferredRunningTimer />
          {children}
        </ScanProvider>
      </AppShell>
    </>
  );
}
