// Printable pages (job tickets): signed in, but without the app's top bar.
import type { ReactNode } from "react";
import { requireEmployee } from "@/lib/auth/current-employee";

export default async function PrintLayout({ children }: { children: ReactNode }) {
  await requireEmployee("/");
  return <main className="bg-white">{children}</main>;
}
