// The error of a write kept on the tablet ("saved, will send"), in a module of
// its own: a screen tells it from a failure without loading the outbox's engine
// (load-outbox.ts).
import type { OutboxEntry } from "./entry-schema";

/** The write was kept on the tablet and will be sent later; not a failure. */
export class QueuedWriteError extends Error {
  constructor(readonly entry: OutboxEntry) {
    super("Saved on this tablet; it will be sent when the server answers");
    this.name = "QueuedWriteError";
  }
}
