// The tablet outbox at run time (browser only). Every station write goes
// through sendWrite with its own Idempotency-Key. When the app's server cannot
// be reached or the upstream is unavailable, the write is kept in IndexedDB
// and a QueuedWriteError tells the station to say "saved, will send". Kept
// writes go one at a time, in the order made, in their employee's session, as
// soon as the server answers again (online event, a ping with backoff, load).
import {
  applyVerdict,
  backoffMs,
  classifyAttempt,
  makeEntry,
  nextToSend,
  pendingOf,
  type NewOutboxWrite,
  type OutboxEntry,
} from "./queue";
import { QueuedWriteError } from "./queued-write-error";
import { answerOf, attempt, storeOnTheWay } from "./send-attempt";
import { deleteEntry, putEntry, readEntries } from "./store";

export { QueuedWriteError };

export type OutboxOwner = { employeeId: number; displayName: string };
export type OutboxSnapshot = { entries: readonly OutboxEntry[]; sentCount: number; isLoaded: boolean };

const pingTimeoutMs = 5_000;

let owner: OutboxOwner | null = null;
let entries: OutboxEntry[] = [];
let snapshot: OutboxSnapshot = { entries, sentCount: 0, isLoaded: false };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
let isDraining = false;
let failures = 0;
let pingTimer: ReturnType<typeof setTimeout> | null = null;
let lastSeq = 0;

function emit(change: Partial<OutboxSnapshot> = {}) {
  snapshot = { ...snapshot, entries: [...entries], ...change };
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getOutboxSnapshot = (): OutboxSnapshot => snapshot;

function load(): Promise<void> {
  loading ??= readEntries()
    .then((read) => {
      // Writes kept while reading (none, in practice) are not lost.
      const known = new Set(read.map((e) => e.key));
      entries = [...read, ...entries.filter((e) => !known.has(e.key))];
      lastSeq = Math.max(lastSeq, ...entries.map((e) => e.seq));
    })
    .catch((error: unknown) => console.error("[outbox] could not read the kept writes:", error))
    .finally(() => emit({ isLoaded: true }));
  return loading;
}

/** The signed-in employee of this page: their writes are the ones sent. Called once per page. */
export function startOutbox(signedIn: OutboxOwner): () => void {
  owner = signedIn;
  const onOnline = () => {
    failures = 0;
    void drain();
  };
  window.addEventListener("online", onOnline);
  void load().then(drain);
  return () => window.removeEventListener("online", onOnline);
}

function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

async function keep(entry: OutboxEntry): Promise<void> {
  await putEntry(entry);
  entries = [...entries.filter((e) => e.key !== entry.key), entry];
  emit();
}

/**
 * Send one station write. Answers the route's JSON, throws ApiError on a
 * refusal, or QueuedWriteError when the write was kept for later (also when
 * earlier writes of this employee still wait: the order is kept).
 */
export async function sendWrite<T>(write: NewOutboxWrite): Promise<T> {
  const entry = makeEntry(write, {
    key: crypto.randomUUID(),
    seq: nextSeq(),
    employeeId: owner?.employeeId ?? 0,
    now: new Date(),
  });
  if (owner === null) return answerOf<T>(await attempt(entry), entry);
  await load();
  // Kept without a try when earlier writes of this employee still wait (the order is kept), or when
  // the browser says it has no network at all: the try could only fail, and the scan shows at once
  // that it is saved. drain() waits for the network the same way.
  if (pendingOf(entries, owner.employeeId).length > 0 || !navigator.onLine) {
    await keep(entry);
    void drain();
    throw new QueuedWriteError(entry);
  }
  // Kept on the tablet while it is on its way, so that a tablet reloaded, closed
  // or dying before the answer sends it again on its next start (with the same
  // key: the server answers a repeat from its record and never writes twice).
  // Stored alongside the request rather than before it, so the scan's answer
  // never waits for the disk; the copy goes once the answer is in.
  const onTheWay = storeOnTheWay(entry);
  const result = await attempt(entry);
  const verdict = classifyAttempt(entry, result, owner.displayName);
  if (verdict.verdict === "retry") {
    const kept = applyVerdict(entry, verdict, new Date());
    await onTheWay;
    if (kept) await keep(kept);
    failures++;
    schedulePing();
    throw new QueuedWriteError(kept ?? entry);
  }
  // Answered (done or refused, and shown as such): the copy is not needed; removed after the answer is shown.
  void onTheWay
    .then((isStored) => (isStored ? deleteEntry(entry.key) : undefined))
    .catch((error: unknown) => {
      console.error("[outbox] could not remove an answered write:", error);
    });
  return answerOf<T>(result, entry);
}

/** Send the employee's kept writes, one at a time, until none is left or the server does not answer. */
export async function drain(): Promise<void> {
  if (isDraining || owner === null) return;
  // No network at all: nothing to try until the browser says it is back ("online") or a ping answers.
  if (!navigator.onLine) return schedulePing();
  isDraining = true;
  let sent = 0;
  let isStopped = false;
  try {
    for (let entry = nextToSend(entries, owner.employeeId); entry;) {
      const verdict = classifyAttempt(entry, await attempt(entry), owner.displayName);
      const next = applyVerdict(entry, verdict, new Date());
      if (next === null) {
        await deleteEntry(entry.key);
        const done = entry.key;
        entries = entries.filter((e) => e.key !== done);
        sent++;
      } else {
        await keep(next);
      }
      if (verdict.verdict === "retry") {
        failures++;
        isStopped = true;
        schedulePing();
        break;
      }
      failures = 0;
      entry = nextToSend(entries, owner.employeeId);
    }
  } catch (error) {
    console.error("[outbox] sending the kept writes stopped:", error);
    isStopped = true;
    schedulePing();
  } finally {
    isDraining = false;
    emit({ sentCount: snapshot.sentCount + sent });
  }
  // A write kept while the last one was on its way.
  if (!isStopped && nextToSend(entries, owner.employeeId)) void drain();
}

/** Ask /api/ping (with backoff) until the app's server answers, then send. */
function schedulePing() {
  if (pingTimer !== null) return;
  pingTimer = setTimeout(
    () => {
      pingTimer = null;
      fetch("/api/ping", { cache: "no-store", signal: AbortSignal.timeout(pingTimeoutMs) })
        .then((response) => {
          if (!response.ok) throw new Error(`ping ${response.status}`);
          return drain();
        })
        .catch(() => {
          failures++;
          schedulePing();
        });
    },
    backoffMs(failures - 1),
  );
}

/** The employee has seen a conflict: it is removed from the tablet. */
export async function dismissEntry(key: string): Promise<void> {
  await deleteEntry(key);
  entries = entries.filter((e) => e.key !== key);
  emit();
}
