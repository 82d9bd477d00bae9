// The outbox's storage on the tablet: one IndexedDB object store of writes,
// keyed by their idempotency key, through idb. It keeps what it is given; the
// rules are in queue.ts.
import { openDB, type IDBPDatabase } from "idb";
import type { OutboxEntry } from "./entry-schema";
import { readOutboxEntry } from "./read-entry";

// The names and the key path are what tablets already have on disk: keep them.
type OutboxDatabase = { writes: { key: string; value: OutboxEntry } };

let opening: Promise<IDBPDatabase<OutboxDatabase>> | null = null;

/** Opened once; a failed open is tried again on the next use. */
function openDatabase(): Promise<IDBPDatabase<OutboxDatabase>> {
  opening ??= openDB<OutboxDatabase>("shopfloor-outbox", 1, {
    upgrade: (db) => void db.createObjectStore("writes", { keyPath: "key" }),
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Every kept write; a record that no longer reads as an entry (an older version) is left out. */
export async function readEntries(): Promise<OutboxEntry[]> {
  // Read as unknown: a record kept by an older version must still pass readOutboxEntry.
  const rows: unknown[] = await (await openDatabase()).getAll("writes");
  return rows.flatMap((row) => {
    const entry = readOutboxEntry(row);
    return entry ? [entry] : [];
  });
}

// idb's put and delete resolve once their transaction is committed (and reject
// if it aborts): a write is on disk when we say it is.
export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await openDatabase()).put("writes", entry);
}

export async function deleteEntry(key: string): Promise<void> {
  await (await openDatabase()).delete("writes", key);
}
