// How many kept writes are the employee's, another employee's, or refused: what
// the floor's outbox line shows, in a module of its own (queue.ts's rules and
// the engine load after the first paint, load-outbox.ts).
import type { OutboxEntry } from "./entry-schema";

export type OutboxCounts = { mine: number; others: number; conflicts: number };

export function countEntries(entries: readonly OutboxEntry[], employeeId: number | null): OutboxCounts {
  const counts: OutboxCounts = { mine: 0, others: 0, conflicts: 0 };
  for (const entry of entries) {
    const isMine = entry.employeeId === employeeId;
    if (entry.state === "conflict") {
      if (isMine) counts.conflicts++;
    } else if (isMine) counts.mine++;
    else counts.others++;
  }
  return counts;
}
