// Pages meant for paper (labels): no app bar, nothing but the sheet and, on
// screen only, its print and back buttons.
import type { ReactNode } from "react";

export default function PrintLayout({ children }: { children: ReactNode }) {
  return <main className="p-4 print:p-0">{children}</main>;
}
