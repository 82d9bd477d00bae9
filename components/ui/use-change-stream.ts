"use client";
// A screen kept live over a server-sent change stream (lib/server/change-bus.ts):
// every "change" reads the screen's queries again at once (changes arriving
// within one frame are read once; one arriving while a read runs is read again
// right after it), a poll catches what changed in the upstream without the app,
// and a stream (re)opened ("hello") reads again what it did not hear.
import { useEffect, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/** Whether the stream is open ("live") or being re-opened by the browser. */
export type StreamState = "connecting" | "live" | "reconnecting";

export type ChangeStreamOptions = {
  url: string;
  pollMs: number;
  /** Whether a (re)opened stream reads again (by default it does); `data` is the hello's. */
  readsOnHello?: (data: string, isFirstConnection: boolean) => boolean;
};

type ReadKind = "change" | "poll";

/**
 * Changes within this long are one read: a frame at 60 Hz. A longer wait
 * (the 300 ms debounce this replaced) was most of the time a supervisor waited
 * to see a change; a burst of writes is still read once per frame at most.
 */
export const frameMs = 16;

/**
 * Opens the stream; `read(cancelsRunning)` reads the screen again (a hello's
 * read lets a first load still under way finish) and may answer a promise that
 * settles when the read is done. Answers what closes the stream.
 */
export function openChangeStream(
  { url, pollMs, readsOnHello }: ChangeStreamOptions,
  read: (cancelsRunning: boolean) => Promise<unknown> | void,
  onState: (state: StreamState) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Why the next read is made: a change heard wins over the poll. */
  let next: ReadKind | null = null;
  /** The read under way, and its number (a change's read may replace a poll's). */
  let running: ReadKind | null = null;
  let reads = 0;
  let again: ReadKind | null = null;
  let isClosed = false;
  // A change heard while a read runs is read after it, not by cancelling it: changes arriving
  // faster than a read takes would otherwise never let one finish. A poll's read is the
  // exception: it only looks for what may have changed, so a change heard meanwhile is read
  // at once in its place (a supervisor would otherwise wait for a whole read more).
  const readNow = () => {
    timer = null;
    const kind = next ?? "poll";
    next = null;
    if (isClosed) return;
    if (running === "change" || (running === "poll" && kind === "poll")) {
      again = again === "change" ? again : kind;
      return;
    }
    running = kind;
    const number = ++reads;
    void Promise.resolve(read(true))
      .catch(() => undefined)
      .finally(() => {
        if (number !== reads) return;
        running = null;
        if (again) {
          const kindAgain = again;
          again = null;
          schedule(kindAgain);
        }
      });
  };
  const schedule = (kind: ReadKind) => {
    if (kind === "change" || next === null) next = kind;
    if (!timer) timer = setTimeout(readNow, frameMs);
  };
  const refresh = () => schedule("change");
  const events = new EventSource(url);
  events.addEventListener("change", refresh);
  let isFirstConnection = true;
  events.addEventListener("hello", (event: MessageEvent<string>) => {
    onState("live");
    const reads = readsOnHello?.(event.data, isFirstConnection) ?? true;
    isFirstConnection = false;
    if (reads) void read(false);
  });
  events.addEventListener("error", () => onState("reconnecting"));
  const poll = setInterval(() => schedule("poll"), pollMs);
  return () => {
    isClosed = true;
    events.close();
    clearInterval(poll);
    if (timer) clearTimeout(timer);
  };
}

/** `queryKey` and `readsOnHello` must keep their identity across renders (a constant, a useCallback). */
export function useChangeStream(queryKey: QueryKey, options: ChangeStreamOptions): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");
  const { url, pollMs, readsOnHello } = options;
  useEffect(
    () =>
      openChangeStream(
        { url, pollMs, readsOnHello },
        (cancelRefetch) => queryClient.invalidateQueries({ queryKey }, { cancelRefetch }),
        setState,
      ),
    [queryClient, queryKey, url, pollMs, readsOnHello],
  );
  return state;
}
