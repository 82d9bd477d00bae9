// The write gate: a backup of a PGlite server waits until the writes under way
// have finished and holds new ones back while PGlite dumps its data directory,
// so a backup never holds half of a request's writes (docs/deploy.md, "Backups").
import { processWide } from "@/lib/base/process-wide";

type Gate = { inFlight: number; closed: Promise<void> | null; drained: (() => void) | null };
const gate = () => processWide<Gate>("write-gate", () => ({ inFlight: 0, closed: null, drained: null }));

/** Runs one write request's work through the gate. */
export async function throughWriteGate<T>(work: () => Promise<T>): Promise<T> {
  const state = gate();
  while (state.closed) await state.closed;
  state.inFlight++;
  try {
    return await work();
  } finally {
    state.inFlight--;
    if (state.inFlight === 0) state.drained?.();
  }
}

/**
 * Closes the gate, waits up to `drainMs` for the writes under way, runs `work`,
 * opens the gate. Past `drainMs` the work runs anyway: the dump is then as a
 * crash would leave the data (each transaction whole), which the outbox and the
 * idempotency keys recover from.
 */
export async function withWritesHeld<T>(work: () => Promise<T>, drainMs = 10_000): Promise<T> {
  const state = gate();
  while (state.closed) await state.closed;
  let open = () => undefined as void;
  state.closed = new Promise<void>((resolve) => (open = resolve));
  try {
    if (state.inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        state.drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return await work();
  } finally {
    state.drained = null;
    state.closed = null;
    open();
  }
}
