"use client";
// A screen kept live over a server-sent change stream (lib/server/change-bus.ts):
// every "change" reads the screen's queries again (a burst once, `debounceMs`
// after its first change), a poll catches what changed in the upstream without
// the app, and a stream (re)opened ("hello") reads again what it did not hear.
import { useEffect, useState } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

/** Whether the stream is open ("live") or being re-opened by the browser. */
export type StreamState = "connecting" | "live" | "reconnecting";

export type ChangeStreamOptions = {
  url: string;
  debounceMs: number;
  pollMs: number;
  /** Whether a (re)opened stream reads again (by default it does); `data` is the hello's. */
  readsOnHello?: (data: string, isFirstConnection: boolean) => boolean;
};

/**
 * Opens the stream; `read(cancelsRunning)` reads the screen again (a hello's
 * read lets a first load still under way finish). Answers what closes it.
 */
export function openChangeStream(
  { url, debounceMs, pollMs, readsOnHello }: ChangeStreamOptions,
  read: (cancelsRunning: boolean) => void,
  onState: (state: StreamState) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      read(true);
    }, debounceMs);
  };
  const events = new EventSource(url);
  events.addEventListener("change", refresh);
  let isFirstConnection = true;
  events.addEventListener("hello", (event: MessageEvent<string>) => {
    onState("live");
    const reads = readsOnHello?.(event.data, isFirstConnection) ?? true;
    isFirstConnection = false;
    if (reads) read(false);
  });
  events.addEventListener("error", () => onState("reconnecting"));
  const poll = setInterval(refresh, pollMs);
  return () => {
    events.close();
    clearInterval(poll);
    if (timer) clearTimeout(timer);
  };
}

/** `queryKey` and `readsOnHello` must keep their identity across renders (a constant, a useCallback). */
export function useChangeStream(queryKey: QueryKey, options: ChangeStreamOptions): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");
  const { url, debounceMs, pollMs, readsOnHello } = options;
  useEffect(
    () =>
      openChangeStream(
        { url, debounceMs, pollMs, readsOnHello },
        (cancelRefetch) => void queryClient.invalidateQueries({ queryKey }, { cancelRefetch }),
        setState,
      ),
    [queryClient, queryKey, url, debounceMs, pollMs, readsOnHello],
  );
  return state;
}
