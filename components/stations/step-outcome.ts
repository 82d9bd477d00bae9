// What became of a station step sent from the tablet, for what a scan does
// next (use-ticket-scans.tsx): moved, asked about material or the checks, kept offline, or refused.
import { ApiError } from "@/lib/http/fetch-json";

export type MaterialWait = { step: "start" | "finish"; unmatchedMaterials: number; materialDefects: number };

export type StepOutcome =
  | { kind: "moved"; step: "start" | "finish" }
  | ({ kind: "material" } & MaterialWait)
  | { kind: "queued" }
  /** Done refused until the line's quality checks pass: the checks opened (components/floor/checks-gate.ts). */
  | { kind: "checks" }
  /** Done refused for pieces on the Cut list: a supervisor's question opened (cut-list-refusal.tsx). */
  | { kind: "cut-list" }
  | { kind: "failed" };

const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

/** The server's 409 `material-wait` (lib/stations/station-moves.ts): the scan asks before it moves. */
export function materialWaitOf(error: unknown): MaterialWait | null {
  if (!(error instanceof ApiError) || error.problem.type !== "urn:shopfloor:problem:material-wait")
    return null;
  return {
    step: error.problem.step === "finish" ? "finish" : "start",
    unmatchedMaterials: count(error.problem.unmatchedMaterials),
    materialDefects: count(error.problem.materialDefects),
  };
}
