// A line's last move as a station's tablet knows it, from which a second scan's
// window counts (use-ticket-scans.tsx): one made here, or a start the queue shows.
import type { QueueItem } from "@/lib/stations/stations";
import type { StepOutcome } from "./step-outcome";

/** When, by what (a scan, or a button here or at another tablet), and what became of it. */
export type LastMove = { at: number; via: "scan" | "button"; outcome: Promise<StepOutcome> };

/** A start stamped this far ahead of the tablet's clock is a clock that is off, not a start. */
const clockToleranceMs = 5_000;

/**
 * A start the queue shows (made at another tablet, or before this page was
 * loaded), as a last move; null when the line is not started. Its time is the
 * server's: a tablet clock far ahead of it never sees the start as recent.
 */
export function startSeenInQueue(
  item: Pick<QueueItem, "stage" | "statusAssignedAt"> | undefined,
  now: number,
): LastMove | null {
  if (item?.stage !== "started" || !item.statusAssignedAt) return null;
  const at = Date.parse(item.statusAssignedAt);
  if (!Number.isFinite(at) || at - now > clockToleranceMs) return null;
  return { at: Math.min(at, now), via: "button", outcome: Promise.resolve({ kind: "moved", step: "start" }) };
}

/**
 * The line's last move: the one made here, unless the queue shows a start
 * stamped clearly after it (another tablet's). A move sent from here comes back
 * in the queue stamped a moment later by the server: that is the same move, and
 * it keeps how it was made here (a scan stays a scan).
 */
export function lastMoveOf(known: LastMove | undefined, seen: LastMove | null): LastMove | null {
  if (!known) return seen;
  if (!seen) return known;
  return seen.at - known.at > clockToleranceMs ? seen : known;
}
