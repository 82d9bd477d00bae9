// The change bus (docs/deploy.md, "The change bus"): every successful write
// through the app's routes is published here; open supervisor screens hear of
// it over SSE (/api/events) and every server patches its kept lists from it.
// Changes are numbered: a screen that reconnects (Last-Event-ID) catches up
// from the recent ones kept here. In one process (PGlite) an in-process
// counter numbers them; with DATABASE_URL they are rows of app.changes, and
// NOTIFY wakes the other servers to read them (lib/server/change-bus-postgres.ts).
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { env } from "@/lib/env";
import { changeSchema, type Change, type NewChange } from "./change";
import { logWarning } from "@/lib/base/log";
import { metrics } from "./metrics";
import { processWide } from "@/lib/base/process-wide";

export type { Change, NewChange } from "./change";

/** "here": published by this server; "elsewhere": heard from another app server. */
export type ChangeSource = "here" | "elsewhere";
type Listener = (change: Change, source: ChangeSource) => void;

/** How many recent changes a reconnecting screen can catch up on from this server's memory. */
export const keptChanges = 1_000;

export type BusHealth = {
  mode: "in-process" | "postgres";
  /** Whether this server hears the others (always true in one process). */
  isHearing: boolean;
  /** Since when it has not heard them (epoch ms), or null. */
  deafSince: number | null;
  /** The last change number this server knows of. */
  lastId: number;
};

/** Brings this server's kept lists up to another server's change (lib/shared-lists/follow-bus.ts). */
type Follower = (change: Change) => Promise<void>;

/**
 * Another server's change reaches this server's listeners (screens) once its lists show it,
 * or after this long when following takes longer (the upstream slow): the screen reads then.
 */
const maxFollowWaitMs = 2_000;

type Bus = {
  origin: string;
  emitter: EventEmitter;
  recent: Change[];
  lastChangeMs: number;
  nextLocalId: number;
  health: BusHealth;
  link: { publish: (change: Change) => Promise<number | null> } | null;
  follower?: Follower;
  /** Other servers' changes, passed on in the order heard, each once followed. */
  heard?: Promise<void>;
};

// One bus per process, also across Next's bundles (the instrumentation's and the routes').
const bus = processWide<Bus>("change-bus", () => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    origin: randomUUID(),
    emitter,
    recent: [],
    lastChangeMs: 0,
    nextLocalId: 1,
    health: { mode: "in-process", isHearing: true, deafSince: null, lastId: 0 },
    link: null,
  };
});

/** This server's name on the bus (also the holder of its idempotency claims). */
export const serverOrigin = (): string => bus.origin;
export const lastChangeAt = (): number => bus.lastChangeMs;
export const busHealth = (): BusHealth => ({ ...bus.health });

/** Passes a numbered (or, the database down, unnumbered) change to this server's listeners. */
function deliverChange(change: Change, source: ChangeSource): void {
  bus.lastChangeMs = Date.now();
  if (source === "elsewhere")
    metrics().changeBusLag.observe(Math.max(0, Date.now() - Date.parse(change.at)) / 1000);
  if (change.id !== undefined) {
    bus.health.lastId = Math.max(bus.health.lastId, change.id);
    let at = bus.recent.length;
    while (at > 0 && (bus.recent[at - 1]!.id ?? 0) > change.id) at--;
    bus.recent.splice(at, 0, change);
    if (bus.recent.length > keptChanges) bus.recent.splice(0, bus.recent.length - keptChanges);
  }
  const { follower } = bus;
  // A change that ends sessions is for the servers' access checks: at once.
  if (source === "here" || !follower || change.endedSessionsOf?.length)
    return void bus.emitter.emit("change", change, source);
  // A screen that hears it reads its views at once: they must show it by then, so this server's
  // lists follow it first (it re-reads the polygons named), and only then is it passed on.
  const followed = follower(change).catch(() => undefined);
  bus.heard = (bus.heard ?? Promise.resolve())
    .then(() => Promise.race([followed, new Promise((resolve) => setTimeout(resolve, maxFollowWaitMs))]))
    .then(() => void bus.emitter.emit("change", change, source));
}

/**
 * The one follower of the other servers' changes (once per process): each such change is
 * passed to this server's listeners after the promise it answers settles (2 s at most).
 */
export function followChangesElsewhere(follower: Follower): void {
  bus.follower = follower;
  ensureLink().catch((error: unknown) => logWarning("change bus: cannot listen to the other servers", error));
}

/**
 * The changes after this number, oldest first; null when this server no longer
 * keeps all of them (the screen must read everything again).
 */
export function changesAfter(id: number): Change[] | null {
  const first = bus.recent[0]?.id;
  if (id >= bus.health.lastId) return [];
  if (first === undefined || first > id + 1) return null;
  return bus.recent.filter((change) => (change.id ?? 0) > id);
}

/** For the PostgreSQL link: whether it hears the others. */
function setHearing(isHearing: boolean): void {
  if (isHearing === bus.health.isHearing) return;
  bus.health.isHearing = isHearing;
  bus.health.deafSince = isHearing ? null : Date.now();
}

const linking = processWide<{ started?: Promise<void> }>("change-bus-link", () => ({}));
/** With DATABASE_URL: the LISTEN connection and the numbered history, opened on first use. */
function ensureLink(): Promise<void> {
  const url = env().DATABASE_URL;
  if (!url) return Promise.resolve();
  linking.started ??= import("./change-bus-postgres").then(async ({ startPostgresLink }) => {
    bus.health.mode = "postgres";
    bus.link = await startPostgresLink(url, bus.origin, { deliver: deliverChange, setHearing });
  });
  linking.started.catch(() => (linking.started = undefined));
  return linking.started;
}

/** Tells every open screen and server (this one at once, the others through PostgreSQL) what changed. */
export function publishChange(change: NewChange): void {
  // Past 1,000 polygons a change is wide: the others read their lists afresh.
  const polygonIds = change.polygonIds ?? [];
  const full: Change = changeSchema.parse({
    ...change,
    polygonIds: polygonIds.slice(0, 1_000),
    isWide: change.isWide === true || polygonIds.length > 1_000,
    at: new Date().toISOString(),
  });
  if (!env().DATABASE_URL) return deliverChange({ ...full, id: bus.nextLocalId++ }, "here");
  void ensureLink()
    .then(() => bus.link?.publish(full) ?? null)
    .catch((error: unknown) => {
      // The database is away: this server's screens still hear it, unnumbered; the others cannot.
      logWarning("change bus: a change could not be stored for the other servers", error);
      return null;
    })
    .then((id) => deliverChange(id === null ? full : { ...full, id }, "here"));
}

/** Calls the listener on every change until the returned function is called. */
export function subscribeChanges(listener: Listener): () => void {
  ensureLink().catch((error: unknown) => logWarning("change bus: cannot listen to the other servers", error));
  bus.emitter.on("change", listener);
  return () => bus.emitter.off("change", listener);
}
