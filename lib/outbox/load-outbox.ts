// The outbox's engine (outbox.ts: IndexedDB, sending, retries) loaded on first
// use, so it is not part of a floor page's first load: the floor layout starts
// it once the page is shown, and a write made before that waits for it. One
// promise for every caller, so they run in the order they asked (the layout's
// start first). docs/outbox.md tells the outbox's story.
import type * as Outbox from "./outbox";
import type { NewOutboxWrite } from "./queue";

let engine: Promise<typeof Outbox> | null = null;

export const loadOutbox = (): Promise<typeof Outbox> => (engine ??= import("./outbox"));

/** Sends one station write through the outbox (outbox.ts's sendWrite). */
export async function sendWrite<T>(write: NewOutboxWrite): Promise<T> {
  return (await loadOutbox()).sendWrite<T>(write);
}
