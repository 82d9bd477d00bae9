// The wall board's frame: nothing around the board (no bar, no navigation), black for a TV.
import type { ReactNode } from "react";
import { QueryProvider } from "@/components/shell/query-provider";

export default function BoardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-black text-white">
      <QueryProvider>{children}</QueryProvider>
    </div>
  );
}
