// What "Check the printer" concludes from a `~HS` query. Ready means the
// printer answered its status query and reports nothing wrong: a port that
// takes the connection and says nothing may be any device (or a printer that
// cannot print), so it is never called ready. No Node imports: the admin
// screen uses this too.
import type { PrinterStatus } from "@/lib/base/printer-config";

export type PrinterReadiness =
  | { state: "ready" }
  | { state: "unknown" }
  | { state: "unreachable"; error: string | null }
  /** Took the connection but gave no `~HS` answer. */
  | { state: "silent" }
  | { state: "problems"; problems: ("paperOut" | "headOpen" | "paused" | "ribbonOut")[] };

export function printerReadiness(status: PrinterStatus | null): PrinterReadiness {
  if (status === null) return { state: "unknown" };
  if (!status.isReachable) return { state: "unreachable", error: status.error };
  if (status.isPaperOut === null || status.isPaused === null) return { state: "silent" };
  const problems = (
    [
      status.isPaperOut && "paperOut",
      status.isHeadOpen && "headOpen",
      status.isPaused && "paused",
      status.isRibbonOut && "ribbonOut",
    ] as const
  ).filter((p): p is "paperOut" | "headOpen" | "paused" | "ribbonOut" => typeof p === "string");
  return problems.length ? { state: "problems", problems } : { state: "ready" };
}
