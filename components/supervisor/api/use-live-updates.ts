// GET /api/events (server-sent events): every change at a tablet of this app,
// and a poll for changes made elsewhere in the upstream. Either reads the
// supervisor's queries again (changes in a burst are read once, 300 ms after the first).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

export const supervisorQueryKey = ["supervisor"] as const;
const debounceMs = 300;
const hello = z.object({ lastChangeAt: z.number() });

function lastChangeOf(data: string): number | undefined {
  try {
    return hello.parse(JSON.parse(data)).lastChangeAt;
  } catch {
    return undefined;
  }
}

/** renderedAt: when the server made the page (its clock); the views were read after it. */
export function useLiveUpdates(pollSeconds: number, renderedAt: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: supervisorQueryKey });
      }, debounceMs);
    };
    const events = new EventSource("/api/events");
    events.addEventListener("change", refresh);
    // Whatever happened before the stream was open (or while it was down) was not heard: read again,
    // without restarting a first load still under way. On the first connection only when something
    // changed since the server made the page (the screen's first reads came after that).
    let isFirstConnection = true;
    events.addEventListener("hello", (event: MessageEvent<string>) => {
      const isUnchanged = isFirstConnection && (lastChangeOf(event.data) ?? Infinity) <= renderedAt;
      isFirstConnection = false;
      if (isUnchanged) return;
      void queryClient.invalidateQueries({ queryKey: supervisorQueryKey }, { cancelRefetch: false });
    });
    const poll = setInterval(refresh, pollSeconds * 1000);
    return () => {
      events.close();
      clearInterval(poll);
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, pollSeconds, renderedAt]);
}
