// GET /api/events (server-sent events): every change at a tablet of this app,
// and a poll for changes made elsewhere in the upstream. Either reads the
// supervisor's queries again (changes in a burst are read once, 300 ms after the first).
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";

export const supervisorQueryKey = ["supervisor"] as const;
const debounceMs = 300;

export function useLiveUpdates(pollSeconds: number): void {
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
    // without restarting a first load still under way.
    events.addEventListener("open", () => {
      void queryClient.invalidateQueries({ queryKey: supervisorQueryKey }, { cancelRefetch: false });
    });
    const poll = setInterval(refresh, pollSeconds * 1000);
    return () => {
      events.close();
      clearInterval(poll);
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, pollSeconds]);
}
