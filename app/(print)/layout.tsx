// Pages meant for paper (labels, job tickets): signed in, but no app bar;
// nothing but the sheet and, on screen only, its print and back buttons.
import type { ReactNode } from "react";
import { requireEmployee } from "@/lib/auth/current-employee";

export default async function PrintLayout({ children }: { children: ReactNode }) {
  await requireEmployee("/");
  return <main className="bg-white p-4 print:p-0">{children}</main>;
}
