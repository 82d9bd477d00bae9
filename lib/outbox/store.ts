// The outbox's storage on the tablet: one IndexedDB object store of writes,
// keyed by their idempotency key, behind a small promise wrapper. It keeps
// what it is given; the rules are in queue.ts.
import type { OutboxEntry } from "./entry-schema";
import { readOutboxEntry } from "./read-entry";

const databaseName = "shopfloor-outbox";
const storeName = "writes";

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(storeName, { keyPath: "key" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDatabase().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        // Resolved once the transaction is committed: a write is on disk when we say it is.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
        transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
      }),
  );
}

/** Every kept write; a record that no longer reads as an entry (an older version) is left out. */
export async function readEntries(): Promise<OutboxEntry[]> {
  const rows = await run<unknown[]>("readonly", (store) => store.getAll());
  return rows.flatMap((row) => {
    const entry = readOutboxEntry(row);
    return entry ? [entry] : [];
  });
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await run("readwrite", (store) => store.put(entry));
}

export async function deleteEntry(key: string): Promise<void> {
  await run("readwrite", (store) => store.delete(key));
}
