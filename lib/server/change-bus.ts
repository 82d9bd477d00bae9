// The change bus: every successful write through the app's routes is published
// here, and open supervisor screens hear of it over SSE (/api/events). In one
// process (PGlite) an EventEmitter is enough; with DATABASE_URL several app
// servers may share the database, so changes also go through PostgreSQL
// NOTIFY and every server LISTENs and passes on what the others published.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { z } from "zod";
import { env } from "@/lib/env";
import { logError } from "./log";

const changeSchema = z.object({
  path: z.string(),
  method: z.string(),
  at: z.string(),
  /** The production polygons the change touched (the write path names them). */
  polygonIds: z.array(z.number()).max(1_000).default([]),
});
const notification = z.object({ origin: z.string(), change: changeSchema });
export type Change = z.output<typeof changeSchema>;
/** "here": published by this server; "elsewhere": heard from another app server through NOTIFY. */
export type ChangeSource = "here" | "elsewhere";
type Listener = (change: Change, source: ChangeSource) => void;

const channel = "app_changes";
const origin = randomUUID();
const emitter = new EventEmitter();
emitter.setMaxListeners(0);
/** When this server last published or heard of a change (its clock, epoch ms; 0: none yet). */
let lastChangeMs = 0;
emitter.on("change", () => (lastChangeMs = Date.now()));

export const lastChangeAt = (): number => lastChangeMs;

type Notifier = { notify: (payload: string) => Promise<void> };
let notifier: Promise<Notifier | null> | null = null;

/** With DATABASE_URL: one dedicated LISTEN connection and a small pool for NOTIFY, opened on first use. */
function pgNotifier(): Promise<Notifier | null> {
  notifier ??= (async () => {
    const url = env().DATABASE_URL;
    if (!url) return null;
    const { Client, Pool } = await import("pg");
    const listener = new Client({ connectionString: url });
    listener.on("error", (error) => logError("change bus: LISTEN connection failed", error));
    listener.on("notification", ({ payload }: { payload?: string }) => {
      if (!payload) return;
      const parsed = notification.safeParse(JSON.parse(payload));
      if (parsed.success && parsed.data.origin !== origin)
        emitter.emit("change", parsed.data.change, "elsewhere");
    });
    await listener.connect();
    await listener.query(`LISTEN ${channel}`);
    const pool = new Pool({ connectionString: url, max: 1 });
    return {
      notify: async (payload: string) => {
        await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
      },
    };
  })().catch((error: unknown) => {
    logError("change bus: PostgreSQL LISTEN/NOTIFY unavailable, in-process only", error);
    return null;
  });
  return notifier;
}

/** Tells every open screen (of this server at once, of the others through NOTIFY) that something changed. */
export function publishChange(change: Omit<Change, "at">): void {
  const full = { ...change, polygonIds: change.polygonIds.slice(0, 1_000), at: new Date().toISOString() };
  emitter.emit("change", full, "here");
  if (!env().DATABASE_URL) return;
  void pgNotifier().then((pg) =>
    pg?.notify(JSON.stringify({ origin, change: full })).catch((error: unknown) => {
      logError("change bus: NOTIFY failed", error);
    }),
  );
}

/** Calls the listener on every change until the returned function is called. */
export function subscribeChanges(listener: Listener): () => void {
  if (env().DATABASE_URL) void pgNotifier();
  emitter.on("change", listener);
  return () => emitter.off("change", listener);
}
