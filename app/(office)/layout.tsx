// The signed-in frame of these screens: top bar, the employee's screens, sign-out,
// and for office roles the search box above every office page.
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { QueryProvider } from "@/components/shell/query-provider";
import { SearchBox } from "@/components/shell/search-box";
import { requireEmployee } from "@/lib/auth/current-employee";
import { hasRole } from "@/lib/base/roles";

export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const employee = await requireEmployee("/");
  return (
    <AppShell employee={employee}>
      {hasRole(employee, "supervisor", "admin") && (
        <QueryProvider>
          <SearchBox />
        </QueryProvider>
      )}
      {children}
    </AppShell>
  );
}
